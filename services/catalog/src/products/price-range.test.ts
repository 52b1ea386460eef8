import { priceRange, type PriceTreeNode } from '@shop/shared';
import { seedDemoIfEmpty } from '../demo';
import { startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const leaf = (id: string, price?: number): PriceTreeNode =>
  ({ id, ru: id, ua: id, price, barcode: id }) as PriceTreeNode;
const node = (id: string, add: PriceTreeNode[], price?: number): PriceTreeNode =>
  ({ id, ru: id, ua: id, price, add }) as PriceTreeNode;

/** Trees at the edges of priceRange(): unpriced and zero leaves, priced inner nodes, empty sub-options. */
const TREES: PriceTreeNode[][] = [
  [],
  [leaf('base', 0)],
  [leaf('base')],
  [leaf('base', 12.5)],
  [leaf('a', 3.1), leaf('b', 0), leaf('c', 7.25)],
  [node('s', [leaf('red', 2), leaf('blue', 9.99)], 1000), node('m', [], 4)],
  [node('s', [node('red', [leaf('x', 0.01), leaf('y')]), leaf('blue', 0)]), leaf('l', 1_000_000)],
];

describe("a card's price range kept beside its tree (migration 009)", () => {
  let s: TestService;
  const media = mkdtempSync(path.join(os.tmpdir(), 'price-range-'));
  beforeAll(async () => {
    s = await startTestService(catalogService);
  });
  afterAll(async () => {
    await s.stop();
    rmSync(media, { recursive: true, force: true });
  });

  const inSql = async (tree: PriceTreeNode[]) => {
    const { rows } = await s.pool.query<{ min: number | null; max: number | null }>(
      'SELECT leaf_price_min($1::jsonb) AS min, leaf_price_max($1::jsonb) AS max',
      [JSON.stringify(tree)],
    );
    return rows[0].min === null ? null : { min: rows[0].min, max: rows[0].max };
  };

  it('is the lowest and highest priced leaf, as priceRange() says, at the edges', async () => {
    for (const tree of TREES) expect(await inSql(tree)).toEqual(priceRange(tree));
  });

  it('agrees with priceRange() for every generated product, and follows a price change', async () => {
    await seedDemoIfEmpty(s.pool, { products: 300, catalogs: 10, brands: 5, mediaDir: media });
    const { rows } = await s.pool.query<{ id: string; tree: PriceTreeNode[]; min: number | null; max: number | null }>(
      'SELECT id, opt_prices AS tree, price_min AS min, price_max AS max FROM products',
    );
    expect(rows.length).toBeGreaterThanOrEqual(300);
    for (const r of rows) expect(r.min === null ? null : { min: r.min, max: r.max }).toEqual(priceRange(r.tree));
    await s.pool.query(`UPDATE products SET opt_prices = $2 WHERE id = $1`, [rows[0].id, JSON.stringify(TREES[5])]);
    const after = await s.pool.query('SELECT price_min, price_max FROM products WHERE id = $1', [rows[0].id]);
    expect(after.rows[0]).toEqual({ price_min: 2, price_max: 9.99 });
  });
});
