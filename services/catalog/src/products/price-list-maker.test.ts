import { readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { createPool, etagOfCompressed, migrate, targetOf, type Pool } from '@shop/shared';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { catalogService } from '../index';
import { waitFor } from '../testing/replicas';
import { WORKER_CONNECTIONS, WORKER_CONNECTIONS_NAME } from './price-list-jobs';
import { PriceListMaker } from './price-list-maker';

describe('PriceListMaker: price lists made in a worker thread with its own connections', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: Pool;
  const entry = (n: number) =>
    JSON.stringify({ _id: `p${n}`, name: { ru: `Носки ${n} «Ажур»`, ua: `Шкарпетки ${n}` } });
  const workerConnections = async () =>
    (
      await pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [WORKER_CONNECTIONS_NAME],
      )
    ).rows[0].n;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 'catalog', 2);
    await migrate(pool, 'catalog', catalogService.migrationsDir);
    await pool.query(`INSERT INTO brands (id, name) VALUES ('b1', '{"ru": "Альфа", "ua": "Альфа"}')`);
    // The entries alone: the list is made of them as they are, whatever products they came from.
    await pool.query('ALTER TABLE price_list_entries DROP CONSTRAINT price_list_entries_product_id_fkey');
    for (const n of [1, 2, 3])
      await pool.query(
        `INSERT INTO price_list_entries (product_id, brand_id, created_at, product_json)
         VALUES ($1, 'b1', now() - $2 * interval '1 minute', $3)`,
        [`p${n}`, n, entry(n)],
      );
  });

  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it("makes a brand's list from its entries, newest first, over connections of its own", async () => {
    const maker = new PriceListMaker(pool);
    try {
      const list = await maker.make('b1');
      const json = Buffer.from(`{"products":[${entry(1)},${entry(2)},${entry(3)}]}`);
      expect(brotliDecompressSync(list.br)).toEqual(json);
      expect(list.etag).toBe(etagOfCompressed(json.length, list.br));
      expect(Buffer.isBuffer(list.br)).toBe(true);
      expect(await workerConnections()).toBeGreaterThan(0);
      const nobody = await maker.make('nobody');
      expect(JSON.parse(String(brotliDecompressSync(nobody.br)))).toEqual({ products: [] });
    } finally {
      await maker.stop();
    }
  });

  // Node 22+ gives a thread its worker's name; Node 20 calls every thread "node".
  const namedThreads = process.platform === 'linux' && Number(process.versions.node.split('.')[0]) >= 22 ? it : it.skip;
  namedThreads(
    'runs in a thread named "price lists", where an operator (top -H) and the bench see its CPU',
    async () => {
      const maker = new PriceListMaker(pool);
      try {
        await maker.make('b1');
        const names = readdirSync('/proc/self/task').map((tid) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8'));
        expect(names).toContain('price lists\n');
      } finally {
        await maker.stop();
      }
    },
  );

  it('opens all its connections with its first list, so a burst of lists after a change waits for no new one', async () => {
    const maker = new PriceListMaker(pool);
    try {
      await maker.make('b1');
      await waitFor(async () => (await workerConnections()) === WORKER_CONNECTIONS, 5000);
      expect(await workerConnections()).toBe(WORKER_CONNECTIONS);
    } finally {
      await maker.stop();
    }
    await waitFor(async () => (await workerConnections()) === 0, 5000);
    expect(await workerConnections()).toBe(0);
  });

  it('keeps the list in price_lists at the version it was asked at, and not once the brand moved past it', async () => {
    const maker = new PriceListMaker(pool);
    const row = async () =>
      (
        await pool.query(
          "SELECT version, made_version, etag, body, making_until FROM price_lists WHERE brand_id = 'b1'",
        )
      ).rows[0] as { version: string; made_version: string; etag: string; body: Buffer; making_until: Date | null };
    try {
      const { version } = await row();
      const list = await maker.make('b1', version);
      await waitFor(async () => (await row()).made_version === version, 5000);
      expect(await row()).toMatchObject({ made_version: version, etag: list.etag, body: list.br });
      await pool.query(
        "UPDATE price_lists SET version = version + 1, making_until = now() + interval '30 seconds' WHERE brand_id = 'b1'",
      );
      await maker.make('b1', version);
      await waitFor(async () => (await row()).making_until === null, 5000);
      expect(await row()).toMatchObject({ made_version: version, making_until: null });
    } finally {
      await maker.stop();
    }
  });

  it('hands the list over before keeping it in price_lists: a reader does not wait for the write', async () => {
    const maker = new PriceListMaker(pool);
    const locker = await pool.connect();
    try {
      await pool.query("UPDATE price_lists SET version = version + 1 WHERE brand_id = 'b1'");
      const { version } = (await pool.query("SELECT version FROM price_lists WHERE brand_id = 'b1'")).rows[0];
      await locker.query("BEGIN; SELECT 1 FROM price_lists WHERE brand_id = 'b1' FOR UPDATE");
      const handed = await Promise.race([
        maker.make('b1', version).then((list) => list.etag),
        new Promise((resolve) => setTimeout(() => resolve('waited for the write'), 3000)),
      ]);
      expect(handed).toMatch(/^"/);
      await locker.query('COMMIT');
      const madeVersion = async () =>
        (await pool.query("SELECT made_version FROM price_lists WHERE brand_id = 'b1'")).rows[0].made_version;
      await waitFor(async () => (await madeVersion()) === version, 5000);
      expect(await madeVersion()).toBe(version);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      locker.release();
      await maker.stop();
    }
  });

  it('fails the lists of a worker that cannot make them, and makes the next ones', async () => {
    const maker = new PriceListMaker(pool);
    try {
      await pool.query('ALTER TABLE price_list_entries RENAME TO entries_away');
      await expect(maker.make('b1')).rejects.toThrow('price_list_entries');
      await pool.query('ALTER TABLE entries_away RENAME TO price_list_entries');
      expect((await maker.make('b1')).br.length).toBeGreaterThan(0);
    } finally {
      await pool.query('ALTER TABLE IF EXISTS entries_away RENAME TO price_list_entries');
      await maker.stop();
    }
  });

  it('fails the lists under way when its worker stops, starts another for the next, and makes none once stopped', async () => {
    const unreachable = new PriceListMaker(createPool(db.url.replace(/:\d+\//, ':1/'), 'catalog', 1));
    await expect(unreachable.make('b1')).rejects.toThrow();
    await unreachable.stop();
    await expect(unreachable.make('b1')).rejects.toThrow('the worker thread is stopped');
    const maker = new PriceListMaker(pool);
    const first = maker.make('b1');
    await maker['jobs']['worker']!.terminate();
    await expect(first).rejects.toThrow('the worker thread stopped');
    expect((await maker.make('b1')).etag).toMatch(/^"/);
    await maker.stop();
    expect(targetOf(pool).options).toContain('search_path=catalog');
  });
});
