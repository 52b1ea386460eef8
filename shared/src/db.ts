import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
export type Queryable = Pick<pg.Pool, 'query'>;

/**
 * A pool whose connections see only the service's own schema (plus public for extensions), named by it in
 * pg_stat_activity: an operator sees which service holds which connections and runs which statements.
 */
export function createPool(databaseUrl: string, schema: string, max = 10, kept?: number): pg.Pool {
  return poolTo({ databaseUrl, options: `-c search_path=${schema},public` }, max, { name: schema, kept });
}

/** The database and the settings (the schema) of a pool's connections: what a worker thread's own pool needs. */
export interface PoolTarget {
  databaseUrl: string;
  options: string;
}

export const targetOf = (pool: pg.Pool): PoolTarget => ({
  databaseUrl: String(pool.options.connectionString),
  options: String(pool.options.options),
});

/** How a pool treats its connections: its name in pg_stat_activity, and how many it keeps when idle. */
export interface PoolOptions {
  name?: string;
  /** Kept however long they are idle (default KEPT_CONNECTIONS); the others are closed after `idleMs` idle. */
  kept?: number;
  idleMs?: number;
}

/**
 * A new connection is a backend the server forks, whose first statements fill its caches: 19-32 ms to connect on
 * the 2-core VMs we run on (`pgbench -C`, and node-postgres connecting and asking once), and a brand's first COPY
 * on it took 10-16 ms instead of 1.5-1.7. A pool that closed them all after 30 s idle made a shop with a request
 * now and then pay that on most of them; a few are kept. Not all of them: every test file's services would hold
 * their largest pools at once.
 */
export const KEPT_CONNECTIONS = 2;
const IDLE_MS = 30_000;

/** A pool of at most `max` connections to `target`. */
export function poolTo(target: PoolTarget, max: number, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: target.databaseUrl,
    max,
    min: Math.min(options.kept ?? KEPT_CONNECTIONS, max),
    options: target.options,
    application_name: options.name,
    idleTimeoutMillis: options.idleMs ?? IDLE_MS,
  });
  // An idle client's error (for example a server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // A checked-out client (pool.connect: a transaction) has no pool listener: the connection's end at a restart
  // would be an uncaught 'error'. Its query fails instead, and on release the pool drops the broken client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Opens `count` of the pool's connections at once and runs `warm` on each (filling the caches its first real
 * statements need), for work that comes in bursts; the connections stay idle in the pool. A connection whose
 * warming fails is dropped, not kept.
 */
export async function openConnections(pool: pg.Pool, count: number, warm: string): Promise<void> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  const warmed = await Promise.allSettled(clients.map((client) => client.query(warm)));
  clients.forEach((client, i) => {
    const result = warmed[i];
    client.release(result.status === 'rejected' ? (result.reason as Error) : undefined);
  });
  const failed = warmed.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Tables every service has: the outbox of its events (a relay claims rows for a short while, publishes, marks
 * them), the ids of events it has consumed, and the events its consumers parked after their last failed delivery.
 */
const BASE_TABLES = (schema: string) => `
  CREATE TABLE IF NOT EXISTS ${schema}.outbox (
    id text PRIMARY KEY, subject text NOT NULL, envelope jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT clock_timestamp(), published_at timestamptz);
  ALTER TABLE ${schema}.outbox ADD COLUMN IF NOT EXISTS claimed_until timestamptz;
  CREATE INDEX IF NOT EXISTS outbox_unpublished ON ${schema}.outbox (created_at) WHERE published_at IS NULL;
  CREATE INDEX IF NOT EXISTS outbox_published ON ${schema}.outbox (published_at) WHERE published_at IS NOT NULL;
  CREATE TABLE IF NOT EXISTS ${schema}.processed_events (
    event_id text PRIMARY KEY, processed_at timestamptz NOT NULL DEFAULT now());
  CREATE INDEX IF NOT EXISTS processed_events_at ON ${schema}.processed_events (processed_at);
  CREATE TABLE IF NOT EXISTS ${schema}.dead_letters (
    id bigserial PRIMARY KEY, consumer text NOT NULL, subject text NOT NULL, event_id text NOT NULL,
    envelope jsonb NOT NULL, error text NOT NULL, deliveries integer NOT NULL, replays integer NOT NULL DEFAULT 0,
    parked_at timestamptz NOT NULL DEFAULT now(), replay_requested_at timestamptz, UNIQUE (consumer, event_id));
  CREATE INDEX IF NOT EXISTS dead_letters_replay ON ${schema}.dead_letters (replay_requested_at)
    WHERE replay_requested_at IS NOT NULL;`;

/**
 * Applies the .sql files of `dir` in name order, each once, inside the service's schema.
 * An advisory lock keeps replicas that start together from migrating twice.
 */
export async function migrate(pool: pg.Pool, schema: string, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    await client.query(BASE_TABLES(schema));
    const done = new Set(
      (await client.query<{ name: string }>(`SELECT name FROM ${schema}.schema_migrations`)).rows.map((r) => r.name),
    );
    for (const file of files.filter((f) => !done.has(f))) {
      const sql = await readFile(path.join(dir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(`SET LOCAL search_path TO ${schema},public`);
        await client.query(sql);
        await client.query(`INSERT INTO ${schema}.schema_migrations (name) VALUES ($1)`, [file]);
        await client.query('COMMIT');
        applied.push(file);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${schema}/${file} failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${schema}`]).catch(() => undefined);
    client.release();
  }
  return applied;
}
