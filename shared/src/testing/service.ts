import { randomBytes } from 'node:crypto';
import { signUserHeader, USER_HEADER, type SessionUser } from '../auth';
import { createBus, type EventBus } from '../events';
import { createLogger } from '../logger';
import { startService, type RunningService, type ServiceModule } from '../service';
import { createTestDatabase } from './db';

export const TEST_SECRET = 'test-internal-secret-0123456789';

export interface TestService extends RunningService {
  bus: EventBus;
  databaseUrl: string;
  url: string;
  /** Stops the service, its bus and drops its database. */
  stop(): Promise<void>;
}

/** Starts a service on a free port against its own fresh database and the test bus (NATS when NATS_URL is set). */
export async function startTestService(
  mod: ServiceModule,
  options: { env?: NodeJS.ProcessEnv; bus?: EventBus; databaseUrl?: string } = {},
): Promise<TestService> {
  const db = options.databaseUrl ? undefined : await createTestDatabase();
  const databaseUrl = options.databaseUrl ?? db!.url;
  const logger = createLogger(mod.name, process.env.TEST_LOG_LEVEL ?? 'silent');
  const bus = options.bus ?? (await createBus(process.env.NATS_URL, logger, `test-${mod.name}`));
  const running = await startService(mod, {
    databaseUrl,
    bus,
    secret: TEST_SECRET,
    port: 0,
    env: { ...process.env, ...options.env },
    logger,
  });
  return {
    ...running,
    bus,
    databaseUrl,
    url: `http://127.0.0.1:${running.port}`,
    stop: async () => {
      // The bus first: its consumers must not take an event after the pool has ended.
      if (!options.bus) await bus.close();
      await running.close();
      await db?.drop();
    },
  };
}

export const testUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  _id: overrides._id ?? randomBytes(12).toString('hex'),
  userName: 'Тест',
  phone: '380501234567',
  authMethod: 'telegram',
  isAdmin: false,
  ...overrides,
});

/** The header a gateway would add for this user: [name, value] for supertest's set(). */
export const asUser = (user: SessionUser): [string, string] => [USER_HEADER, signUserHeader(user, TEST_SECRET)];
export const asAdmin = (overrides: Partial<SessionUser> = {}) => asUser(testUser({ isAdmin: true, ...overrides }));
export const asCustomer = (overrides: Partial<SessionUser> = {}) => asUser(testUser(overrides));

/** True when the NATS tests can run; otherwise they say why they are skipped. */
export const natsAvailable = Boolean(process.env.NATS_URL);
export const NATS_SKIP_REASON = 'NATS_URL is not set: the NATS JetStream tests are skipped (CI sets it)';
