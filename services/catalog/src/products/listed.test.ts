import request from 'supertest';
import { MemoryBus } from '@shop/shared';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { subtreeIds } from '../catalogs/subtree';
import { seededRandom } from '../demo/random';
import { catalogService } from '../index';
import { bi, fixtures, simpleProduct } from '../testing/fixtures';
import { startReplicas, waitFor } from '../testing/replicas';
import { CARD_JSON } from './card';

/** Catalog listings filtered by brands, cut from the catalog's kept listing, against the SQL that filtered them. */
describe('catalog listings from memory', () => {
  let a: TestService;
  let b: TestService;
  let stop: () => Promise<void>;
  const catalogs: Record<'parent' | 'leaf1' | 'leaf2' | 'alone' | 'empty', string> = {
    parent: '',
    leaf1: '',
    leaf2: '',
    alone: '',
    empty: '',
  };
  const brands: string[] = [];
  const products: { _id: string; name: string; brandId: string; catalogId: string }[] = [];

  /** The answer as the database filtered it before the listings were kept (the same statement and order). */
  const sqlListing = async (catalogId: string, brandIds: string[]) => {
    const ids = await subtreeIds(a.pool, catalogId);
    const { rows } = await a.pool.query<{ card: string }>(
      `SELECT ${CARD_JSON} AS card FROM products p
       WHERE p.catalog_id = ANY($1) AND (cardinality($2::text[]) = 0 OR p.brand_id = ANY($2))
       ORDER BY p.created_at DESC, p.id`,
      [ids, brandIds],
    );
    return `[${rows.map((r) => r.card).join(',')}]`;
  };
  const listing = async (s: TestService, catalogId: string, brandIds: string[]) =>
    (await request(s.app).post('/api/products/catalog').send({ catalogId, brandIds }).expect(200)).text;
  /** The queries of the catalog's data (not the outbox relay's) `s` sends while `read` runs. */
  const catalogQueries = async (s: TestService, read: () => Promise<unknown>) => {
    const query = jest.spyOn(s.pool, 'query');
    try {
      await read();
      return query.mock.calls.filter(([q]) =>
        /\b(products|catalogs)\b/.test(typeof q === 'string' ? q : (q as { text: string }).text),
      ).length;
    } finally {
      query.mockRestore();
    }
  };
  const generationOf = async (s: TestService): Promise<number> =>
    (await request(s.app).get('/healthz').expect(200)).body.cache.generation;
  /**
   * `measure` again until no catalog change was heard while it ran, 20 times at most: with NATS every test file's
   * catalog changes reach these replicas too, and each one drops what they keep.
   */
  const withoutChanges = async <T>(s: TestService, measure: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      const before = await generationOf(s);
      const result = await measure();
      if ((await generationOf(s)) === before || attempt === 20) return result;
    }
  };
  const change = async (i: number, fields: { name?: string; brandId?: string; catalogId?: string }) => {
    const product = { ...products[i], ...fields };
    await request(a.app)
      .put('/api/products')
      .set(...asAdmin())
      .send({ ...simpleProduct({ ...product, name: bi(product.name) }), _id: product._id })
      .expect(200);
    products[i] = product;
  };

  beforeAll(async () => {
    ({ a, b, stop } = await startReplicas());
    const f = fixtures(a.app);
    catalogs.parent = (await f.catalog('Колготки'))._id;
    catalogs.leaf1 = (await f.catalog('Капрон', 'Капрон', catalogs.parent))._id;
    catalogs.leaf2 = (await f.catalog('Шерсть', 'Вовна', catalogs.parent))._id;
    catalogs.alone = (await f.catalog('Носки'))._id;
    catalogs.empty = (await f.catalog('Пустой'))._id;
    for (const name of ['Альфа', 'Бета', 'Гамма', 'Дельта', 'Эпсилон']) brands.push((await f.brand(name))._id);
    const rnd = seededRandom(7);
    const leaves = [catalogs.leaf1, catalogs.leaf2, catalogs.alone];
    for (let i = 0; i < 36; i++) {
      const fields = { name: `Товар ${i}`, brandId: rnd.pick(brands), catalogId: rnd.pick(leaves) };
      products.push({ ...fields, _id: (await f.product({ ...fields, name: bi(fields.name) }))._id });
    }
  }, 60_000);
  afterAll(() => stop());

  it('answers every filter as the database did, byte for byte, in order', async () => {
    const rnd = seededRandom(11);
    const pool = [...brands, 'nope', brands[0]];
    for (const catalogId of Object.values(catalogs))
      for (let n = 0; n < 25; n++) {
        const brandIds = Array.from({ length: rnd.int(0, 3) }, () => rnd.pick(pool));
        expect(await listing(a, catalogId, brandIds)).toBe(await sqlListing(catalogId, brandIds));
      }
    const parentAll = JSON.parse(await listing(a, catalogs.parent, []));
    expect(parentAll.length).toBeGreaterThan(0);
    expect(parentAll.every((p: { catalogId: string }) => p.catalogId !== catalogs.alone)).toBe(true);
    const omitted = await request(a.app).post('/api/products/catalog').send({ catalogId: catalogs.alone }).expect(200);
    expect(omitted.text).toBe(await sqlListing(catalogs.alone, []));
  });

  it('answers as the database did with listings too large to keep and with the cache off', async () => {
    const rnd = seededRandom(13);
    // 5 cards (256 per MB): the parent's and leaves' listings are over it, the empty one is not.
    for (const CATALOG_CACHE_MB of ['0.02', '0']) {
      const s = await startTestService(catalogService, {
        databaseUrl: a.databaseUrl,
        bus: new MemoryBus(),
        env: { CATALOG_CACHE_MB },
      });
      const query = jest.spyOn(s.pool, 'query');
      try {
        for (const catalogId of Object.values(catalogs))
          for (let n = 0; n < 8; n++) {
            const brandIds = Array.from({ length: rnd.int(1, 3) }, () => rnd.pick([...brands, 'nope']));
            expect(await listing(s, catalogId, brandIds)).toBe(await sqlListing(catalogId, brandIds));
            expect(await listing(s, catalogId, [])).toBe(await sqlListing(catalogId, []));
          }
        // The parent's filtered pages were read filtered, not as its whole listing each time.
        const filteredReads = query.mock.calls.filter(([q]) => {
          const { name, values } = q as unknown as { name?: string; values?: string[][] };
          return name === 'cards-of-catalogs' && values?.[0].length === 3 && values[1].length > 0;
        });
        expect(filteredReads.length).toBeGreaterThan(0);
      } finally {
        query.mockRestore();
        await s.close();
      }
    }
  });

  it('answers 404 for an unknown catalog every time', async () => {
    for (let n = 0; n < 2; n++) {
      const res = await request(a.app)
        .post('/api/products/catalog')
        .send({ catalogId: 'nope', brandIds: [brands[0]] });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Каталог не найден' });
    }
  });

  it('cuts a filtered page from the kept listing without a database query', async () => {
    const filters = [[brands[1]], [brands[2]], [brands[0], brands[3]]];
    let texts: string[] = [];
    let tries = 0;
    const queries = await withoutChanges(a, async () => {
      await listing(a, catalogs.parent, []);
      // Filters the answer cache has not seen (an unknown brand filters nothing out): each is a new key, so only
      // the kept listing can spare the query.
      const unseen = `unseen-${++tries}`;
      texts = [];
      return catalogQueries(a, async () => {
        for (const brandIds of filters) texts.push(await listing(a, catalogs.parent, [...brandIds, unseen]));
      });
    });
    expect(queries).toBe(0);
    for (const [i, brandIds] of filters.entries()) expect(texts[i]).toBe(await sqlListing(catalogs.parent, brandIds));
    // The count sees the queries of a listing not kept yet (replica b has listed nothing), then none.
    expect(await catalogQueries(b, () => listing(b, catalogs.leaf2, ['unseen-b']))).toBeGreaterThan(0);
    const again = await withoutChanges(b, async () => {
      await listing(b, catalogs.leaf2, []);
      return catalogQueries(b, () => listing(b, catalogs.leaf2, [`unseen-b${++tries}`]));
    });
    expect(again).toBe(0);
  });

  it("shows this replica's and another replica's change in the next filtered listing after its event", async () => {
    const everyListing = (s: TestService, tag: string) =>
      Promise.all(
        [catalogs.parent, catalogs.leaf1, catalogs.leaf2, catalogs.alone].flatMap((catalogId) =>
          brands.map(async (brandId) => ({
            catalogId,
            brandId,
            // A new key each time: the answer cache is not what answers.
            text: await listing(s, catalogId, [brandId, `${tag}-${catalogId}`]),
          })),
        ),
      );
    const sameAsDatabase = async (s: TestService, tag: string) => {
      for (const { catalogId, brandId, text } of await everyListing(s, tag))
        if (text !== (await sqlListing(catalogId, [brandId]))) return false;
      return true;
    };
    const changes: [string, Parameters<typeof change>[1]][] = [
      ['renamed', { name: 'Товар переименованный' }],
      ['moved', { catalogId: products[0].catalogId === catalogs.alone ? catalogs.leaf1 : catalogs.alone }],
      ['rebranded', { brandId: brands.find((id) => id !== products[0].brandId) }],
    ];
    for (const [what, fields] of changes) {
      // Both replicas keep every listing first, so the change must drop what they kept.
      await everyListing(a, `${what}-before`);
      await everyListing(b, `${what}-before`);
      await change(0, fields);
      expect(await sameAsDatabase(a, `${what}-a`)).toBe(true);
      // Until the event reaches b, b may still show the old listing, as it would a kept answer; after, never.
      await waitFor(() => sameAsDatabase(b, `${what}-wait`));
      expect(await sameAsDatabase(b, `${what}-b`)).toBe(true);
    }
  });
});
