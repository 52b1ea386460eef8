import request from 'supertest';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures, simpleProduct } from '../testing/fixtures';

describe('search words read in the background', () => {
  let s: TestService;
  const searchVersion = async () =>
    Number((await s.pool.query(`SELECT n FROM versions WHERE name = 'search'`)).rows[0].n);
  const searchWords = async () => (await request(s.app).get('/healthz').expect(200)).body.searchWords;
  /** The words /healthz shows once they reach the database's search version; no search is made meanwhile. */
  const wordsAtDatabaseVersion = async () => {
    const version = await searchVersion();
    for (let tries = 0; tries < 100; tries++) {
      const words = await searchWords();
      if (words.version === version) return words;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the search words never reached version ${version}: ${JSON.stringify(await searchWords())}`);
  };

  beforeAll(async () => {
    s = await startTestService(catalogService);
  });
  afterAll(() => s.stop());

  it('are read at the start and again after a product change, before any search asks for them', async () => {
    expect(await wordsAtDatabaseVersion()).toMatchObject({ products: 0 });
    const f = fixtures(s.app);
    const catalogId = (await f.catalog('Разное'))._id;
    const brandId = (await f.brand('Нитка'))._id;
    const product = await f.product({ name: bi('Гольфы капроновые', 'Гольфи капронові'), brandId, catalogId });
    expect(await wordsAtDatabaseVersion()).toMatchObject({ products: 1, words: expect.any(Number) });

    const before = await searchVersion();
    await request(s.app)
      .put('/api/products')
      .set(...asAdmin())
      .send({
        _id: product._id,
        ...simpleProduct({ name: bi('Носки махровые', 'Шкарпетки махрові'), brandId, catalogId }),
      })
      .expect(200);
    expect(await searchVersion()).toBeGreaterThan(before);
    await wordsAtDatabaseVersion();
    const found = await request(s.app).post('/api/products/search').send({ string: 'махровые' }).expect(200);
    expect(found.body.map((p: { _id: string }) => p._id)).toEqual([product._id]);

    // A new price, or the product saved as it was, leaves its words: they are not read again for it.
    const words = await wordsAtDatabaseVersion();
    const priced = (price: number) =>
      simpleProduct({
        name: bi('Носки махровые', 'Шкарпетки махрові'),
        brandId,
        catalogId,
        optPrices: [{ id: 'base', ru: '', ua: '', price, barcode: '4820000000001' }],
      });
    for (const price of [120, 120])
      await request(s.app)
        .put('/api/products')
        .set(...asAdmin())
        .send({ _id: product._id, ...priced(price) })
        .expect(200);
    expect(await searchVersion()).toBe(words.version);
  });
});
