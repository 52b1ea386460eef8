import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { catalogService } from '@shop/catalog';
import { createGateway, listen } from '@shop/gateway';
import { identityService } from '@shop/identity';
import { mediaService } from '@shop/media';
import { ordersService } from '@shop/orders';
import {
  createBus,
  createLogger,
  SERVICE_PORTS,
  startService,
  urlVariable,
  type BackendName,
  type EventBus,
  type Logger,
  type RunningService,
  type ServiceModule,
} from '@shop/shared';

export const ROOT = path.resolve(__dirname, '..');

export interface ShopOptions {
  databaseUrl: string;
  natsUrl?: string;
  /** 0 everywhere picks free ports (tests); otherwise the default ports. */
  port?: number;
  servicePorts?: Partial<Record<ServiceModule['name'], number>>;
  dataDir?: string;
  secret?: string;
  env?: NodeJS.ProcessEnv;
  logger?: Logger;
}

export interface Shop {
  url: string;
  port: number;
  bus: EventBus;
  services: RunningService[];
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

const MODULES: ServiceModule[] = [catalogService, ordersService, identityService, mediaService];

/** Keeps one internal secret per data folder, so sessions and signed headers survive a restart. */
export function internalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'internal-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The whole shop in one process: every service on its own port, one bus, the gateway in front. */
export async function startShop(options: ShopOptions): Promise<Shop> {
  const logger = options.logger ?? createLogger('shop');
  const dataDir = options.dataDir ?? path.join(ROOT, '.data');
  const secret = options.secret ?? internalSecret(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MEDIA_DIR: path.join(dataDir, 'images'),
    ...options.env,
  };
  const bus = await createBus(options.natsUrl, logger, 'shop');
  const services: RunningService[] = [];
  for (const mod of MODULES) {
    const port = options.servicePorts?.[mod.name] ?? (options.port === 0 ? 0 : SERVICE_PORTS[mod.name]);
    // The services started so far, where they really listen (port 0 picks free ports): orders asks the catalog.
    const started = Object.fromEntries(
      services.map((s) => [urlVariable(s.name as BackendName), `http://127.0.0.1:${s.port}`]),
    );
    services.push(
      await startService(mod, {
        databaseUrl: options.databaseUrl,
        bus,
        secret,
        port,
        env: { ...env, ...started },
        logger: logger.child({ service: mod.name }),
      }),
    );
  }
  const url = (name: string) => `http://127.0.0.1:${services.find((s) => s.name === name)!.port}`;
  const gateway = await createGateway(
    {
      INTERNAL_SECRET: secret,
      CATALOG_URL: url('catalog'),
      ORDERS_URL: url('orders'),
      IDENTITY_URL: url('identity'),
      MEDIA_URL: url('media'),
      WEB_DIST: env.WEB_DIST ?? path.join(ROOT, 'web', 'dist'),
      ERRORS_FILE: path.join(dataDir, 'errors', 'errors.txt'),
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${options.port ?? SERVICE_PORTS.gateway}`,
      SESSION_CACHE_MS: Number(env.SESSION_CACHE_MS ?? 3000),
      RATE_LIMIT_SIGNIN: Number(env.RATE_LIMIT_SIGNIN ?? 20),
      RATE_LIMIT_ORDERS: Number(env.RATE_LIMIT_ORDERS ?? 30),
      RATE_LIMIT_SEARCH: Number(env.RATE_LIMIT_SEARCH ?? 600),
      TRUST_PROXY: env.TRUST_PROXY,
      ERRORS_FILE_MAX_KB: Number(env.ERRORS_FILE_MAX_KB ?? 1024),
      ERRORS_DURABLE: env.ERRORS_DURABLE,
    },
    bus,
    logger.child({ service: 'gateway' }),
  );
  const port = await listen(gateway.server, options.port ?? SERVICE_PORTS.gateway, env.HOST ?? '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    bus,
    services,
    env: {
      ...env,
      CATALOG_URL: url('catalog'),
      ORDERS_URL: url('orders'),
      IDENTITY_URL: url('identity'),
      MEDIA_URL: url('media'),
    },
    stop: async () => {
      await gateway.close();
      await new Promise((resolve) => gateway.server.close(resolve));
      for (const service of services.reverse()) await service.close();
      await bus.close();
    },
  };
}
