import type { IncomingMessage, Server } from 'node:http';
import express, { type Express } from 'express';
import { z } from 'zod';
import { readUser } from './auth';
import { baseEnv, loadConfig, portVar } from './config';
import { DeadLetterBus } from './dead-letters';
import { createPool, migrate, openConnections, type Pool } from './db';
import { errorHandler, notFoundRoute } from './errors';
import { createBus, type EventBus } from './events';
import { healthHandler } from './health';
import { startPeriodic } from './periodic';
import { pruneServiceTables, retentionFromEnv } from './retention';
import { refuseUnstorableText } from './stored-text';
import { createLogger, type Logger } from './logger';
import { memoryMb } from './memory';
import { proxyTrust } from './proxy-trust';
import { portVariable, SERVICE_PORTS, type BackendName } from './services';

export interface ServiceContext {
  pool: Pool;
  bus: EventBus;
  logger: Logger;
  secret: string;
  env: NodeJS.ProcessEnv;
}

/**
 * One value per service context, made on its first use: what a service's routes and its background work share
 * (tests start several services in one process, each with its own).
 */
export function perContext<T>(make: (ctx: ServiceContext) => T): (ctx: ServiceContext) => T {
  const made = new WeakMap<ServiceContext, T>();
  return (ctx) => {
    if (!made.has(ctx)) made.set(ctx, make(ctx));
    return made.get(ctx)!;
  };
}

export interface ServiceModule {
  name: BackendName;
  migrationsDir: string;
  /** Mounts the service's feature routers on the app. */
  routes(app: Express, ctx: ServiceContext): void | Promise<void>;
  /** Subscriptions, relays and timers; returns what stops them. */
  background?(ctx: ServiceContext): Promise<() => Promise<void>>;
  /** Publicly cacheable body limit etc. can differ per service. */
  bodyLimit?: string;
  /** Figures of the service's own memory (e.g. its answer cache) that /healthz shows beside the process's. */
  facts?(ctx: ServiceContext): Record<string, unknown>;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The exact bytes of a JSON body, for signature checks (webhooks). */
    rawBody?: Buffer;
  }
}

const keepRawBody = (req: IncomingMessage, _res: unknown, buf: Buffer) => {
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buf;
};

export interface RunningService {
  name: string;
  port: number;
  app: Express;
  pool: Pool;
  close(): Promise<void>;
}

/** The app every service shares: JSON body limit, signed user, /healthz, feature routes, JSON errors. */
export async function createServiceApp(mod: ServiceModule, ctx: ServiceContext): Promise<Express> {
  const app = express();
  app.disable('x-powered-by');
  // The gateway (and what TRUST_PROXY lists) may say who the client is: it sends its own X-Forwarded-For/-Proto.
  app.set('trust proxy', proxyTrust(ctx.env.TRUST_PROXY ?? 'loopback'));
  // Requests this replica answered besides /healthz: shows how calls spread over replicas (the compose test).
  let served = 0;
  app.use((req, _res, next) => {
    if (req.path !== '/healthz') served += 1;
    next();
  });
  app.use(express.json({ limit: mod.bodyLimit ?? '200kb', verify: keepRawBody }));
  app.use(refuseUnstorableText);
  app.use(readUser(ctx.secret));
  app.get(
    '/healthz',
    healthHandler(
      mod.name,
      {
        database: () => ctx.pool.query('SELECT 1'),
        bus: async () => (ctx.bus.healthy() ? ctx.bus.kind : Promise.reject(new Error(`${ctx.bus.kind} disconnected`))),
      },
      () => ({ served, memory: memoryMb(), ...mod.facts?.(ctx) }),
    ),
  );
  await mod.routes(app, ctx);
  app.use(notFoundRoute);
  app.use(
    errorHandler(ctx.logger, (error) => {
      ctx.bus
        .publish('log.error', { service: mod.name, message: (error as Error)?.message ?? String(error) })
        .catch(() => undefined);
    }),
  );
  return app;
}

export interface StartOptions {
  databaseUrl: string;
  bus: EventBus;
  secret: string;
  port: number;
  host?: string;
  env?: NodeJS.ProcessEnv;
  logger?: Logger;
}

/** Prunes the service's base tables and replays the parked events an admin asked for, each on its own timer. */
function startHousekeeping(pool: Pool, bus: DeadLetterBus, env: NodeJS.ProcessEnv, logger: Logger) {
  const retention = retentionFromEnv(env);
  const prune = async () => {
    const pruned = await pruneServiceTables(pool, retention);
    if (Object.values(pruned).some(Boolean)) logger.info({ pruned }, 'old event records pruned');
  };
  const stops = [
    startPeriodic('retention', retention.everyMs, prune, logger),
    startPeriodic('dead-letter replay', retention.replayPollMs, () => bus.replayRequested(), logger),
  ];
  return async () => void (await Promise.all(stops.map((stop) => stop())));
}

/**
 * A service's pool: its size, and how many of its connections are opened at the start and kept however long they
 * are idle (unset: none opened ahead, KEPT_CONNECTIONS kept once opened).
 */
const poolEnv = z.object({
  PG_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  PG_POOL_KEPT: z.coerce.number().int().min(0).optional(),
});

/**
 * Opens the kept connections before the first request: a burst of reads after a quiet spell otherwise has the pool
 * open a connection for each read waiting, and PostgreSQL fork a backend and fill its caches for each (7 at once
 * for ten shoppers opening brands' price lists an owner's change made anew; their first reads took 150-350 ms
 * instead of 70 at the mean; README, Environment variables). One that fails to open is opened by the first read
 * that needs it.
 */
async function openKept(pool: Pool, count: number, logger: Logger): Promise<void> {
  await openConnections(pool, count, 'SELECT 1').catch((err) => logger.warn({ err }, 'kept connections not opened'));
}

/**
 * Migrates the service's schema, starts its background work and listens. Port 0 picks a free port. The service
 * sees the bus through its dead-letter store: what its consumers cannot handle is parked in its own schema.
 */
export async function startService(mod: ServiceModule, options: StartOptions): Promise<RunningService> {
  const logger = options.logger ?? createLogger(mod.name);
  const sizes = loadConfig(poolEnv, options.env ?? {});
  const pool = createPool(options.databaseUrl, mod.name, sizes.PG_POOL_SIZE, sizes.PG_POOL_KEPT);
  await migrate(pool, mod.name, mod.migrationsDir);
  if (sizes.PG_POOL_KEPT) await openKept(pool, Math.min(sizes.PG_POOL_KEPT, sizes.PG_POOL_SIZE), logger);
  const bus = new DeadLetterBus(options.bus, pool, logger);
  const ctx: ServiceContext = {
    pool,
    bus,
    logger,
    secret: options.secret,
    env: options.env ?? process.env,
  };
  const app = await createServiceApp(mod, ctx);
  const stopHousekeeping = startHousekeeping(pool, bus, ctx.env, logger);
  const stopBackground = mod.background ? await mod.background(ctx) : async () => undefined;
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port, options.host ?? '127.0.0.1', () => resolve(s));
  });
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as { port: number }).port;
  logger.info({ port }, `${mod.name} listening`);
  return {
    name: mod.name,
    port,
    app,
    pool,
    close: async () => {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      await stopBackground();
      await stopHousekeeping();
      await pool.end();
    },
  };
}

/** The `main` of a service run as its own process: config from the environment, clean stop on signals. */
export async function runMain(mod: ServiceModule): Promise<void> {
  const logger = createLogger(mod.name);
  try {
    const env = loadConfig(baseEnv);
    const portName = portVariable(mod.name);
    const ports = loadConfig(z.object({ [portName]: portVar.default(SERVICE_PORTS[mod.name]) })) as Record<
      string,
      number
    >;
    const port = ports[portName];
    const bus = await createBus(env.NATS_URL, logger, mod.name);
    const running = await startService(mod, {
      databaseUrl: env.DATABASE_URL,
      bus,
      secret: env.INTERNAL_SECRET,
      port,
      host: process.env.HOST ?? '127.0.0.1',
      env: process.env,
      logger,
    });
    stopOnSignals(logger, async () => {
      await running.close();
      await bus.close();
    });
  } catch (error) {
    logger.fatal({ err: error }, (error as Error).message);
    process.exit(1);
  }
}

export function stopOnSignals(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping`);
    stop()
      .then(() => process.exit(0))
      .catch((error) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
