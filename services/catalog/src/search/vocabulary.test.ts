import request from 'supertest';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures, simpleProduct } from '../testing/fixtures';

describe('search vocabulary retention', () => {
  let s: TestService;
  const words = async () =>
    (await s.pool.query<{ word: string }>('SELECT word FROM search_words ORDER BY word')).rows.map((r) => r.word);

  beforeAll(async () => {
    s = await startTestService(catalogService, { env: { RETENTION_INTERVAL_MINUTES: '0.002' } });
  });
  afterAll(() => s.stop());

  it('drops the words of deleted and renamed products and brands, keeps every word a product holds', async () => {
    const f = fixtures(s.app);
    const catalogId = (await f.catalog('Разное'))._id;
    const brandId = (await f.brand('Ажурка'))._id;
    const kept = await f.product({ name: bi('Носки хлопковые', 'Шкарпетки бавовняні'), brandId, catalogId });
    const renamed = await f.product({ name: bi('Гетры шерстяные', 'Гетри вовняні'), brandId, catalogId });
    const deleted = await f.product({ name: bi('Пинетки вязаные', 'Пінетки в’язані'), brandId, catalogId });
    const gone = ['getri', 'sherstianie', 'pinetki', 'viazanie', 'azhurka'];
    expect(await words()).toEqual(expect.arrayContaining(gone));

    await request(s.app)
      .put('/api/products')
      .set(...asAdmin())
      .send({ _id: renamed._id, ...simpleProduct({ name: bi('Гольфы тёплые', 'Гольфи теплі'), brandId, catalogId }) })
      .expect(200);
    await request(s.app)
      .delete(`/api/products/${deleted._id}`)
      .set(...asAdmin())
      .expect(200);
    await request(s.app)
      .put('/api/brands')
      .set(...asAdmin())
      .send({ _id: brandId, name: bi('Кружево') })
      .expect(200);

    const end = Date.now() + 10_000;
    while ((await words()).some((w) => gone.includes(w)) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 50));
    const vocabulary = await words();
    expect(vocabulary.filter((w) => gone.includes(w))).toEqual([]);
    const held = await s.pool.query<{ word: string }>('SELECT DISTINCT unnest(words) AS word FROM product_words');
    expect(vocabulary).toEqual(expect.arrayContaining(['noski', 'golfi', 'kruzhevo']));
    expect([...vocabulary].sort()).toEqual(held.rows.map((r) => r.word).sort());
    const found = await request(s.app)
      .post('/api/products/search')
      .send({ string: 'носки', langKey: 'ru' })
      .expect(200);
    expect(found.body.map((p: { _id: string }) => p._id)).toEqual([kept._id]);
  });
});
