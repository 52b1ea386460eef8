import { mkdtemp, readFile, rm, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import type { PriceTreeNode } from '@shop/shared';
import { startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { seedDemoIfEmpty } from './seed';
import { emptyCatalog } from './store';

const leaves = (tree: PriceTreeNode[]): PriceTreeNode[] => tree.flatMap((n) => (n.add?.length ? leaves(n.add) : [n]));

describe('demo data', () => {
  let s: TestService;
  let mediaDir: string;
  let summary: Awaited<ReturnType<typeof seedDemoIfEmpty>>;

  beforeAll(async () => {
    s = await startTestService(catalogService);
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'catalog-demo-'));
    summary = await seedDemoIfEmpty(s.pool, { mediaDir });
  }, 120_000);
  afterAll(async () => {
    await s.stop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('reports what it wrote, at least the shop minimums', () => {
    expect(summary).toMatchObject({ optionSets: 5, galleryCards: 6 });
    expect(summary!.products).toBeGreaterThanOrEqual(60);
    expect(summary!.catalogs).toBeGreaterThanOrEqual(10);
    expect(summary!.brands).toBeGreaterThanOrEqual(6);
  });

  it('builds the hosiery catalog tree with counts', async () => {
    const { body } = await request(s.app).get('/api/catalogs').expect(200);
    expect(body.length).toBeGreaterThanOrEqual(10);
    const names = body.map((c: { tree: { ru: string } }) => c.tree.ru);
    for (const path of [
      'Носки / Мужские',
      'Носки / Женские',
      'Носки / Детские',
      'Колготки / Капроновые',
      'Колготки / Тёплые',
      'Бельё / Трусы',
      'Бельё / Бюстгальтеры',
      'Термобельё',
    ])
      expect(names).toContain(path);
    const leavesWithProducts = body.filter((c: { isLeaf: boolean; qnt: number }) => c.isLeaf && c.qnt > 0);
    expect(leavesWithProducts.length).toBe(body.filter((c: { isLeaf: boolean }) => c.isLeaf).length);
  });

  it('has at least 6 brands and option sets for size and colour', async () => {
    const brands = (await request(s.app).get('/api/brands').expect(200)).body;
    expect(brands.length).toBeGreaterThanOrEqual(6);
    expect(brands.every((b: { image: { md?: string } }) => b.image.md?.startsWith('/images/'))).toBe(true);
    const options = (await request(s.app).get('/api/options').expect(200)).body;
    const optionNames = options.flatMap((o: { opt: { ru: string }[] }) => o.opt.map((x) => x.ru));
    expect(optionNames).toEqual(expect.arrayContaining(['Размер', 'Цвет']));
  });

  it('makes bilingual products with slugs, images, showcase flags and prices in UAH, USD and EUR', async () => {
    const { body: brands } = await request(s.app).get('/api/brands').expect(200);
    const products = [];
    for (const b of brands) products.push(...(await request(s.app).get(`/api/products/brand/${b._id}`)).body.products);
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((p) => p.currencyValue))).toEqual(new Set(['UAH', 'USD', 'EUR']));
    for (const p of products) {
      expect(p.name.ru && p.name.ua && p.description.ru && p.description.ua && p.slug.ru && p.slug.ua).toBeTruthy();
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(
        leaves(p.optPrices).every((l) => typeof l.price === 'number' && l.price > 0 && l.barcode!.length <= 13),
      ).toBe(true);
    }
    expect(products.some((p) => p.selfOpt.length === 2)).toBe(true);
    expect(new Set(products.map((p) => p.slug.ru)).size).toBe(products.length);
    const showcase = (await request(s.app).get('/api/products/showcase').expect(200)).body;
    expect(showcase.length).toBeGreaterThanOrEqual(6);
  });

  it('writes WebP images of 1200, 600 and 200 pixels wide into the media directory', async () => {
    const { body } = await request(s.app).get('/api/products/showcase').expect(200);
    const image = body[0].images[0];
    for (const [size, width] of [
      ['lg', 1200],
      ['md', 600],
      ['sm', 200],
    ] as const) {
      expect(image[size]).toMatch(new RegExp(`^/images/[0-9a-f]{24}-${size}\\.webp$`));
      const meta = await sharp(path.join(mediaDir, path.basename(image[size]))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
  });

  it('fills the information page and the gallery in both languages', async () => {
    const info = (await request(s.app).get('/api/information').expect(200)).body;
    for (const section of ['aboutUs', 'conditions', 'productReturn', 'delivery', 'address', 'workingHours', 'payment'])
      expect(info[section].ru && info[section].ua).toBeTruthy();
    const cards = (await request(s.app).get('/api/gallery').expect(200)).body;
    expect(cards).toHaveLength(6);
    expect(cards.map((c: { order: number }) => c.order)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("fills the shop's contacts with the placeholders it showed before they were settings", async () => {
    const contacts = (await request(s.app).get('/api/information/contacts').expect(200)).body;
    expect(contacts).toMatchObject({
      name: { ru: 'Ажур', ua: 'Ажур' },
      phones: ['+38 (067) 123-45-67', '+38 (050) 123-45-67', '+38 (063) 123-45-67'],
      map: { lat: 46.3995, lng: 30.6305 },
    });
    expect(contacts.address.ru).toContain('Одесса');
  });

  it('does nothing the second time', async () => {
    expect(await seedDemoIfEmpty(s.pool, { mediaDir })).toBeNull();
    expect((await request(s.app).get('/api/brands')).body).toHaveLength(summary!.brands);
  });

  it('empties the catalog for `npm run demo-data -- --reset`, counts and search words included', async () => {
    await emptyCatalog(s.pool);
    const left = await s.pool.query(
      `SELECT (SELECT count(*) FROM products) + (SELECT count(*) FROM product_words)
        + (SELECT count(*) FROM search_postings) + (SELECT count(*) FROM brand_product_counts)
        + (SELECT count(*) FROM catalog_product_counts) + (SELECT count(*) FROM brands) AS n`,
    );
    expect(Number(left.rows[0].n)).toBe(0);
  });

  it('migrates and seeds a database given by URL, at a benchmark size', async () => {
    const url = s.databaseUrl;
    await emptyCatalog(s.pool);
    const big = await seedDemoIfEmpty({ databaseUrl: url }, { mediaDir, products: 1200, catalogs: 40, brands: 10 });
    expect(big).toMatchObject({ products: 1200, catalogs: 40, brands: 10 });
    // Written 500 to a statement: every product with its words, postings and counts.
    const written = await s.pool.query(
      `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM product_words) AS words,
         (SELECT count(DISTINCT product_id) FROM search_postings) AS posted,
         (SELECT sum(n) FROM catalog_product_counts) AS in_catalogs, (SELECT sum(n) FROM brand_product_counts) AS of_brands`,
    );
    expect(Object.values(written.rows[0]).map(Number)).toEqual([1200, 1200, 1200, 1200, 1200]);
    // The running service hears of a seed written by another process through its outbox event, which
    // clears the answers it keeps: within the relay's poll interval, not at once.
    const catalogs = async () => (await request(s.app).get('/api/catalogs')).body as unknown[];
    const until = Date.now() + 10_000;
    while ((await catalogs()).length !== 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(await catalogs()).toHaveLength(40);
  }, 120_000);

  it("stores a picture used again as the same bytes under its own names: deleting one leaves the others'", async () => {
    const { rows } = await s.pool.query<{ images: { lg: string }[] }>('SELECT images FROM products');
    const files = rows.flatMap((row) => row.images.map((image) => path.join(mediaDir, path.basename(image.lg))));
    const byInode = new Map<number, string[]>();
    for (const file of files) {
      const { ino } = await stat(file);
      byInode.set(ino, [...(byInode.get(ino) ?? []), file]);
    }
    const shared = [...byInode.values()].find((names) => names.length > 1)!;
    expect(byInode.size).toBeLessThan(files.length / 10);
    await unlink(shared[0]);
    expect((await sharp(await readFile(shared[1])).metadata()).width).toBe(1200);
  });
});
