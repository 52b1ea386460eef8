import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPool, KEPT_CONNECTIONS, migrate, openConnections, poolTo, withTransaction, type Pool } from './db';
import { createTestDatabase } from './testing/db';

describe('PostgreSQL access', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: Pool;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 'demo');
    writeFileSync(path.join(dir, '001_init.sql'), 'CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL);');
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('applies each migration once, in the service schema, even when replicas start together', async () => {
    const results = await Promise.all([migrate(pool, 'demo', dir), migrate(pool, 'demo', dir)]);
    expect(results.flat()).toEqual(['001_init.sql']);
    const { rows } = await pool.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'demo' ORDER BY 1",
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      'dead_letters',
      'outbox',
      'processed_events',
      'schema_migrations',
      'things',
    ]);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      withTransaction(pool, async (client) => {
        await client.query("INSERT INTO demo.things (name) VALUES ('kept?')");
        await client.query('INSERT INTO demo.things (name) VALUES (NULL)');
      }),
    ).rejects.toThrow(/null value/);
    expect((await pool.query('SELECT count(*)::int AS n FROM demo.things')).rows[0].n).toBe(0);
  });

  it('fails a transaction whose connection the server ends (a restart) without crashing, then goes on', async () => {
    const work = withTransaction(pool, async (client) => {
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      // The connection ends while the client is checked out between two queries.
      await new Promise((r) => setTimeout(r, 200));
      await client.query('SELECT 1');
    });
    await expect(work).rejects.toThrow(/not queryable/);
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('reports a broken migration by name and applies nothing of it', async () => {
    writeFileSync(path.join(dir, '002_bad.sql'), 'CREATE TABLE half (id int); SELECT nonsense_fn();');
    await expect(migrate(pool, 'demo', dir)).rejects.toThrow(/demo\/002_bad.sql/);
    const { rows } = await pool.query("SELECT to_regclass('demo.half') AS t");
    expect(rows[0].t).toBeNull();
  });

  it('keeps a few connections however long they are idle and closes the others (a new one is a forked backend)', async () => {
    const target = { databaseUrl: db.url, options: '-c search_path=demo' };
    const few = poolTo(target, 4, { kept: 2, idleMs: 100 });
    try {
      await openConnections(few, 4, 'SELECT 1');
      expect(few.totalCount).toBe(4);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(few.totalCount).toBe(2);
      expect(few.idleCount).toBe(2);
    } finally {
      await few.end();
    }
    expect(pool.options.min).toBe(KEPT_CONNECTIONS);
  });

  it("names a service's connections by its schema in pg_stat_activity", async () => {
    const { rows } = await pool.query<{ name: string }>(
      'SELECT application_name AS name FROM pg_stat_activity WHERE pid = pg_backend_pid()',
    );
    expect(rows[0].name).toBe('demo');
  });

  it('opens connections ahead, each warmed by a statement, and keeps them idle in the pool', async () => {
    const ahead = createPool(db.url, 'demo', 3);
    try {
      await openConnections(ahead, 3, "SELECT set_config('application_name', 'opened ahead', false)");
      expect(ahead.totalCount).toBe(3);
      expect(ahead.idleCount).toBe(3);
      const { rows } = await pool.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'opened ahead'",
      );
      expect(rows[0].n).toBe(3);
    } finally {
      await ahead.end();
    }
  });

  it('leaves a pool whose warming statement fails without the failed connections', async () => {
    const ahead = createPool(db.url, 'demo', 2);
    try {
      await expect(openConnections(ahead, 2, 'SELECT nonsense_fn()')).rejects.toThrow(/nonsense_fn/);
      expect(ahead.totalCount).toBe(0);
      expect((await ahead.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await ahead.end();
    }
  });
});
