import request from 'supertest';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures, simpleProduct } from '../testing/fixtures';

const PRICE = 'Цена должна быть больше 0 и не больше 1 000 000, не больше двух знаков после точки';
const LONG = 'Название не длиннее 100 символов';
const NO_LETTER = 'Название должно содержать букву или цифру';

/** Issue 11: numbers and names an admin types are bounded on the server, whatever the form let through. */
describe('catalog bounds: prices and names', () => {
  let s: TestService;
  const ids: Record<string, string> = {};
  const admin = (method: 'post' | 'put', path: string, body: object) => {
    const call = method === 'post' ? request(s.app).post(path) : request(s.app).put(path);
    return call.set(...asAdmin()).send(body);
  };

  beforeAll(async () => {
    s = await startTestService(catalogService);
    const f = fixtures(s.app);
    ids.catalog = (await f.catalog('Носки'))._id;
    ids.brand = (await f.brand('Нитка'))._id;
  });
  afterAll(() => s.stop());

  const product = (fields: object) =>
    simpleProduct({ name: bi('Гетры', 'Гетри'), brandId: ids.brand, catalogId: ids.catalog, ...fields });
  const priced = (price: unknown) => product({ optPrices: [{ id: 'base', ru: '', ua: '', price, barcode: '1' }] });

  it.each([[1e20], [1_000_000.01], [-3], [0.001], [12.345], ['12']])('refuses a leaf price of %j', async (price) => {
    const res = await admin('post', '/api/products', priced(price)).expect(400);
    expect(res.body).toEqual({ message: PRICE });
  });

  it('refuses an out-of-range price on edit too, and keeps the stored one', async () => {
    const { _id } = (await admin('post', '/api/products', priced(100)).expect(201)).body.product;
    const res = await admin('put', '/api/products', { ...priced(1e7), _id }).expect(400);
    expect(res.body).toEqual({ message: PRICE });
    const stored = await request(s.app).get(`/api/products/product/${_id}`).expect(200);
    expect(stored.body.product.optPrices[0].price).toBe(100);
  });

  it.each([[0.01], [1_000_000], [12.34], [0]])(
    'accepts a leaf price of %j (0: a leaf not priced yet)',
    async (price) => {
      await admin('post', '/api/products', priced(price)).expect(201);
    },
  );

  const long = 'Б'.repeat(101);
  it.each([
    ['a brand', '/api/brands', (name: object) => ({ name })],
    ['a catalog', '/api/catalogs', (name: object) => ({ name, parentId: null })],
    ['a product', '/api/products', (name: object) => product({ name })],
  ])('refuses %s named too long or without a letter or digit', async (_what, path, body) => {
    expect((await admin('post', path, body(bi(long, 'Б'))).expect(400)).body).toEqual({ message: LONG });
    expect((await admin('post', path, body(bi('Б', long))).expect(400)).body).toEqual({ message: LONG });
    expect((await admin('post', path, body(bi('!!!@@@###', 'Б'))).expect(400)).body).toEqual({ message: NO_LETTER });
    expect((await admin('post', path, body(bi('Б', '—…'))).expect(400)).body).toEqual({ message: NO_LETTER });
    await admin('post', path, body(bi('Б'.repeat(100), '№ 1'))).expect(201);
  });

  it('refuses a too long or letterless name on edit', async () => {
    const { _id } = (await admin('post', '/api/brands', { name: bi('Вязка') }).expect(201)).body;
    const res = await admin('put', '/api/brands', { _id, name: bi('###') }).expect(400);
    expect(res.body).toEqual({ message: NO_LETTER });
  });

  it('makes meaningful unique slugs of names in other scripts and with accents', async () => {
    const create = async (ru: string, ua: string) =>
      (await admin('post', '/api/catalogs', { name: bi(ru, ua) }).expect(201)).body.catalog.slug;
    expect(await create('Café Noël', 'Кава')).toEqual({ ru: 'cafe-noel', ua: 'kava' });
    expect(await create('Café Noël', 'Кава')).toEqual({ ru: 'cafe-noel-2', ua: 'kava-2' });
    expect(await create('靴下', 'Шкарпетки')).toEqual({ ru: 'shkarpetky', ua: 'shkarpetky' });
  });
});
