import pg from 'pg';
import { formatBuffers, sampleBuffers, STATS_LAG_MS, type BufferSample } from './server-buffers';

const SCHEMA = 'bench_buffers_test';

describe("PostgreSQL's buffers over a pass", () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
    await client.query(
      `CREATE TABLE ${SCHEMA}.entries AS SELECT g AS id, repeat('x', 500) AS body FROM generate_series(1, 2000) g`,
    );
    await client.query(`ANALYZE ${SCHEMA}.entries`);
  });

  afterAll(async () => {
    await client.query(`DROP SCHEMA ${SCHEMA} CASCADE`);
    await client.end();
  });

  // Every count is read where the server keeps it: PostgreSQL 17 and 18 moved some (the embedded server is 18).
  it("counts the blocks a schema's reads found in shared buffers and the checkpoints, after the stats' lag", async () => {
    const before = await sampleBuffers(process.env.DATABASE_URL!, SCHEMA);
    for (let i = 0; i < 3; i++) await client.query(`SELECT count(*) FROM ${SCHEMA}.entries WHERE body LIKE 'y%'`);
    await client.query('CHECKPOINT');
    await new Promise((resolve) => setTimeout(resolve, STATS_LAG_MS));
    const after = await sampleBuffers(process.env.DATABASE_URL!, SCHEMA);
    const pages = (await client.query(`SELECT relpages FROM pg_class WHERE oid = '${SCHEMA}.entries'::regclass`))
      .rows[0];
    expect(after.schema).toBe(SCHEMA);
    expect(after.hit + after.read - before.hit - before.read).toBeGreaterThanOrEqual(3 * pages.relpages);
    expect(after.checkpoints).toBeGreaterThan(before.checkpoints);
    for (const count of Object.values(after)) expect(count).not.toBeNaN();
  });

  it('prints a per-request line, checkpoints counted whole', () => {
    const sample = (n: number, checkpoints: number): BufferSample => ({
      schema: 'catalog',
      hit: 400 * n,
      read: 40 * n,
      fullPages: 3 * n,
      walSyncs: n,
      backendWrites: 12 * n,
      checkpoints,
    });
    expect(formatBuffers(sample(1, 4), sample(11, 5), 10)).toBe(
      'catalog blocks 40 from the OS and 400 in shared buffers, WAL 3 full pages and 1 flushes, ' +
        'backends wrote 12 buffers (per request); 1 checkpoint',
    );
    expect(formatBuffers(sample(0, 4), sample(0, 4), 0)).toMatch(/; 0 checkpoints$/);
  });
});
