import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedDemoIfEmpty } from '@shop/catalog/src/demo';
import { startPrivateNats, type PrivateNats } from '@shop/shared/src/testing/nats-server';
import { loadOrderBodies } from '../bench/fixtures';
import { Cleanup } from '../processes/cleanup';
import { startPrivatePostgres, type PrivatePostgres } from '../processes/postgres';
import { startTopology, type Topology } from '../processes/topology';

export { natsServerInstalled, NATS_SERVER_SKIP_REASON } from '@shop/shared/src/testing/nats-server';

/** The distributed shop of a test: its own PostgreSQL and NATS, every service as a process, two gateways. */
export interface Cluster {
  topology: Topology;
  postgres: PrivatePostgres;
  nats: PrivateNats;
  /** Valid visitor order bodies (JSON) built from the seeded catalog; reuse them with different keys. */
  orderBodies: string[];
  /** Reads the shop's database (schema-qualified names: orders.orders, identity.processed_events ...). */
  db: pg.Pool;
  logDir: string;
  stop(): Promise<void>;
}

/** Sign-in through the demo messenger, rate limits out of the way of a test's bursts. */
const TEST_ENV = {
  SHOP_DEMO: '1',
  NODE_ENV: 'test',
  RATE_LIMIT_SIGNIN: '100000',
  RATE_LIMIT_ORDERS: '100000',
  RATE_LIMIT_SEARCH: '100000',
  PG_POOL_SIZE: '5',
};

async function prepare(cleanup: Cleanup) {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'shop-distributed-'));
  const logDir = path.join(tempDir, 'logs');
  mkdirSync(logDir);
  cleanup.add('remove the temp folder', () => rmSync(tempDir, { recursive: true, force: true }));
  const postgres = await startPrivatePostgres();
  cleanup.add('remove PostgreSQL', () => postgres.destroy());
  const nats = await startPrivateNats();
  cleanup.add('remove NATS', () => nats.destroy());
  return { tempDir, logDir, postgres, nats };
}

/** Starts everything; on a failure half way, what was started is stopped before the error is thrown. */
export async function startCluster(options: { products?: number; orderBodies?: number } = {}): Promise<Cluster> {
  const cleanup = new Cleanup();
  try {
    const { tempDir, logDir, postgres, nats } = await prepare(cleanup);
    await seedDemoIfEmpty(
      { databaseUrl: postgres.url },
      { products: options.products ?? 12, mediaDir: path.join(tempDir, 'images') },
    );
    const topology = await startTopology(
      { databaseUrl: postgres.url, natsUrl: nats.url, tempDir, logDir, gateways: 2, env: TEST_ENV },
      cleanup,
    );
    const db = new pg.Pool({ connectionString: postgres.url, max: 3 });
    db.on('error', () => undefined);
    cleanup.add('close the test pool', () => db.end());
    const [gateway] = topology.gatewayUrls;
    const orderBodies = await loadOrderBodies(gateway, gateway, options.orderBodies ?? 6);
    if (!orderBodies.length) throw new Error('the seeded catalog gave no order above the minimum');
    return { topology, postgres, nats, orderBodies, db, logDir, stop: () => cleanup.run() };
  } catch (error) {
    await cleanup.run();
    throw error;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; fails with `what` after `ms`. */
export async function waitFor(
  what: string | (() => string),
  check: () => Promise<boolean>,
  ms = 30_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    const described = typeof what === 'string' ? what : what();
    if (Date.now() > end) throw new Error(`timed out after ${ms / 1000} s waiting for ${described}`);
    await sleep(200);
  }
}

export async function count(db: pg.Pool, sql: string, params: unknown[] = []): Promise<number> {
  return Number((await db.query<{ n: string }>(sql, params)).rows[0].n);
}
