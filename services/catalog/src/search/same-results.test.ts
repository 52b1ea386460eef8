import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { withTransaction } from '@shop/shared';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { seedDemoIfEmpty } from '../demo/seed';
import { catalogService } from '../index';
import { queryKeys } from './keys';
import { LiveWordIndex } from './live-index';
import { rankedIds } from './service';
import { generateQueries, vocabularyOf } from './testing/queries';
import { sqlRankedIds } from './testing/sql-search';

/** The in-memory search against the SQL one it replaced, on a generated catalog and shoppers' misspellings. */
describe('search in memory answers as the SQL search did', () => {
  let s: TestService;
  let mediaDir: string;
  let words: LiveWordIndex;
  const version = async () => Number((await s.pool.query(`SELECT n FROM versions WHERE name = 'search'`)).rows[0].n);
  const both = async (string: string) => {
    const keys = queryKeys(string);
    return {
      memory: rankedIds((await words.atLeast(await version())).index, keys),
      sql: await sqlRankedIds(s.pool, keys),
    };
  };

  beforeAll(async () => {
    s = await startTestService(catalogService, { env: { CATALOG_CACHE_MB: '0' } });
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'catalog-search-'));
    await seedDemoIfEmpty(s.pool, { products: 1500, catalogs: 40, brands: 20, mediaDir });
    words = new LiveWordIndex(s.pool);
  }, 300_000);
  afterAll(async () => {
    await s.stop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('gives the same products in the same order for 400 generated queries', async () => {
    const { rows } = await s.pool.query<{ ru: string; ua: string }>(
      `SELECT name->>'ru' AS ru, name->>'ua' AS ua FROM products`,
    );
    const queries = generateQueries(vocabularyOf(rows.flatMap((r) => [r.ru, r.ua])), 400);
    expect(queries).toHaveLength(400);
    let found = 0;
    for (const q of queries) {
      const { memory, sql } = await both(q.string);
      expect({ query: q.string, ids: memory }).toEqual({ query: q.string, ids: sql });
      if (memory.length) found++;
    }
    expect(found).toBeGreaterThan(300);
  }, 120_000);

  it('moves the search version on once per transaction that changes product_words, not for writes of the same', async () => {
    // The shortest words: an array an array function made is kept with a longer header than the same array written
    // again (under 127 bytes), which a comparison of the rows' bytes took for a change.
    const { rows } = await s.pool.query<{ id: string }>(
      'SELECT product_id AS id FROM product_words ORDER BY pg_column_size(words), product_id LIMIT 2',
    );
    const [first, second] = rows.map((row) => row.id);
    const before = await version();
    await withTransaction(s.pool, async (db) => {
      await db.query(`UPDATE product_words SET words = words || 'zzmark'::text WHERE product_id IN ($1, $2)`, [
        first,
        second,
      ]);
      await db.query(`UPDATE product_words SET words = array_remove(words, 'zzmark') WHERE product_id = $1`, [first]);
    });
    expect(await version()).toBe(before + 1);
    await s.pool.query('UPDATE product_words SET words = words');
    await s.pool.query('UPDATE product_words SET words = words WHERE false');
    await s.pool.query(
      `UPDATE product_words SET words = array_remove(words, 'zzmark') || 'zzmark'::text WHERE product_id = $1`,
      [second],
    );
    expect(await version()).toBe(before + 1);
    await s.pool.query(`UPDATE product_words SET words = array_remove(words, 'zzmark') WHERE product_id = $1`, [
      second,
    ]);
    expect(await version()).toBe(before + 2);
  });

  it('sees a renamed brand at once (the words are read again)', async () => {
    expect(await both('zzyzx')).toEqual({ memory: [], sql: [] });
    const { rows } = await s.pool.query<{ id: string }>('SELECT id FROM brands ORDER BY id LIMIT 1');
    await request(s.app)
      .put('/api/brands')
      .set(...asAdmin())
      .send({ _id: rows[0].id, name: { ru: 'Zzyzx', ua: 'Zzyzx' } })
      .expect(200);
    const { memory, sql } = await both('zzyzx');
    expect(memory.length).toBeGreaterThan(0);
    expect(memory).toEqual(sql);
  });
});
