import request from 'supertest';
import { internalHeaders } from '@shop/shared';
import { startTestService, TEST_SECRET, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures, sizeColourProduct } from '../testing/fixtures';

describe('POST /internal/price-quote', () => {
  let s: TestService;
  const ids: Record<string, string> = {};
  let brandId = '';
  const quote = (body: object, headers: Record<string, string> = internalHeaders(TEST_SECRET)) =>
    request(s.app).post('/internal/price-quote').set(headers).send(body);

  beforeAll(async () => {
    s = await startTestService(catalogService);
    const f = fixtures(s.app);
    const catalog = (await f.catalog('Носки'))._id;
    const brand = (await f.brand('Нитка'))._id;
    brandId = brand;
    const options = (await f.optionSet())._id;
    ids.plain = (await f.product({ name: bi('Гетры', 'Гетри'), brandId: brand, catalogId: catalog }))._id;
    ids.sized = (
      await f.product({
        name: bi('Носки', 'Шкарпетки'),
        brandId: brand,
        catalogId: catalog,
        ...sizeColourProduct(options),
      })
    )._id;
  });
  afterAll(() => s.stop());

  it('prices each line from the stored tree with names, option names and currency', async () => {
    const res = await quote({
      lines: [
        { productId: ids.sized, optionValueIds: ['m', 'black'] },
        { productId: ids.plain, optionValueIds: [] },
      ],
    }).expect(200);
    expect(res.body).toEqual({
      lines: [
        {
          productId: ids.sized,
          optionValueIds: ['m', 'black'],
          name: bi('Носки', 'Шкарпетки'),
          options: [
            { ru: 'Размер', ua: 'Розмір', value: { ru: 'M', ua: 'M' } },
            { ru: 'Цвет', ua: 'Колір', value: { ru: 'Чёрный', ua: 'Чорний' } },
          ],
          price: 3.75,
          currencyValue: 'USD',
          brand: { id: brandId, name: { ru: 'Нитка', ua: 'Нитка' } },
        },
        {
          productId: ids.plain,
          optionValueIds: [],
          name: bi('Гетры', 'Гетри'),
          options: [],
          price: 100,
          currencyValue: 'UAH',
          brand: { id: brandId, name: { ru: 'Нитка', ua: 'Нитка' } },
        },
      ],
    });
  });

  it('answers 400 Товар не найден for an unknown product', async () => {
    const res = await quote({ lines: [{ productId: 'nope', optionValueIds: [] }] }).expect(400);
    expect(res.body).toEqual({ message: 'Товар не найден' });
  });

  it.each([[['m']], [['m', 'white']], [['black', 'm']], [[]], [['m', 'black', 'x']]])(
    'answers 400 Такой комбинации опций нет for %j',
    async (optionValueIds) => {
      const res = await quote({ lines: [{ productId: ids.sized, optionValueIds }] }).expect(400);
      expect(res.body).toEqual({ message: 'Такой комбинации опций нет' });
    },
  );

  it('refuses a plain product quoted with options', async () => {
    const res = await quote({ lines: [{ productId: ids.plain, optionValueIds: ['m'] }] }).expect(400);
    expect(res.body).toEqual({ message: 'Такой комбинации опций нет' });
  });

  it('answers a malformed body with a 400', async () => {
    expect((await quote({ lines: 'x' })).status).toBe(400);
    expect((await quote({})).status).toBe(400);
  });

  it('refuses callers without the internal secret', async () => {
    expect((await quote({ lines: [] }, {})).status).toBe(403);
    expect((await quote({ lines: [] }, internalHeaders('wrong-secret-0123456789abcdef'))).status).toBe(403);
  });
});
