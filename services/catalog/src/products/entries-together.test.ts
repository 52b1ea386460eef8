import { Client } from 'pg';
import { createPool, migrate, type Logger, type Pool } from '@shop/shared';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { catalogService } from '../index';
import { entriesLayout, entriesTogetherChecks, keepEntriesTogether } from './entries-together';
import { productsOfBrand } from './price-list-entries';

describe("a brand's price list entries put together", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: Pool;
  const brands = ['b1', 'b2', 'b3'];
  /** About 1.5 KB, an entry at 100,000 products, stored as it is (under 2 KB PostgreSQL does not compress). */
  const entry = (brand: string, n: number) =>
    JSON.stringify({ _id: `${brand}-${n}`, description: { ru: `Носки ${n} `.repeat(60), ua: 'Шкарпетки' } });
  const lists = () =>
    Promise.all(brands.map((brand) => productsOfBrand(pool, brand, (json) => Buffer.from(json).toString())));
  const session = async () => {
    const client = new Client({ connectionString: db.url, options: '-c search_path=catalog' });
    await client.connect();
    return client;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 'catalog', 2);
    await migrate(pool, 'catalog', catalogService.migrationsDir);
    for (const brand of brands)
      await pool.query(`INSERT INTO brands (id, name) VALUES ($1, '{"ru": "Альфа", "ua": "Альфа"}')`, [brand]);
    // The entries alone, one statement each, the brands taking turns: as products saved one after another.
    await pool.query('ALTER TABLE price_list_entries DROP CONSTRAINT price_list_entries_product_id_fkey');
    for (let n = 0; n < 40; n++)
      for (const brand of brands)
        await pool.query(
          `INSERT INTO price_list_entries (product_id, brand_id, created_at, product_json)
           VALUES ($1, $2, now() - $3 * interval '1 minute', $4)`,
          [`${brand}-${n}`, brand, n, entry(brand, n)],
        );
  });

  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('leaves them as they lie in a table under 8 MB, where a list reads few pages anyway', async () => {
    const before = await entriesLayout(pool);
    expect(before.pages).toBeGreaterThan(2 * before.fewest);
    expect(await keepEntriesTogether(pool)).toBeUndefined();
    expect((await entriesLayout(pool)).pages).toBe(before.pages);
  });

  it('leaves them to the replica that is putting them together', async () => {
    const other = await session();
    try {
      await other.query('BEGIN');
      await other.query(`SELECT pg_advisory_xact_lock(hashtext('catalog:price list entries together'))`);
      expect(await keepEntriesTogether(pool, { minBytes: 0 })).toBeUndefined();
    } finally {
      await other.end();
    }
  });

  // Were it to wait for the reader, the reader's commit after it would never come.
  it('gives up on a transaction reading them, which then goes on as does every reader after', async () => {
    const before = await lists();
    const reader = await session();
    try {
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM price_list_entries');
      expect(await keepEntriesTogether(pool, { minBytes: 0 })).toBeUndefined();
      await reader.query('SELECT count(*) FROM price_list_entries');
      await reader.query('COMMIT');
      expect(await lists()).toEqual(before);
    } finally {
      await reader.end();
    }
  });

  it("puts each brand's entries side by side in the list's order, every list as it was, after a reader when told to wait (the seed)", async () => {
    const before = await lists();
    const scattered = await entriesLayout(pool);
    const reader = await session();
    try {
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM price_list_entries');
      setTimeout(() => void reader.query('COMMIT'), 1500);
      expect(await keepEntriesTogether(pool, { minBytes: 0, lockWait: '30s' })).toEqual(scattered);
    } finally {
      await reader.end();
    }
    const together = await entriesLayout(pool);
    expect(together.pages).toBeLessThanOrEqual(together.fewest);
    expect(await lists()).toEqual(before);
    expect(await keepEntriesTogether(pool, { minBytes: 0 })).toBeUndefined();
  });

  it('looks at most once every ten minutes in the background, where a failure is logged, not thrown', async () => {
    const unreachable = createPool('postgres://postgres@127.0.0.1:1/none', 'catalog', 1);
    const query = jest.spyOn(unreachable, 'query');
    const logger = { info: jest.fn(), warn: jest.fn() };
    try {
      const check = entriesTogetherChecks(unreachable, logger as unknown as Logger);
      await check();
      await check();
      expect(query).toHaveBeenCalledTimes(1);
      expect(logger.warn).toHaveBeenCalledWith(expect.anything(), 'price list entries not put together');
    } finally {
      await unreachable.end();
    }
  });
});
