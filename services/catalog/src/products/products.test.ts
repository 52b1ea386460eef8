import request from 'supertest';
import { productCardSchema } from '@shop/shared';
import { asAdmin, asCustomer, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures, simpleProduct, sizeColourProduct } from '../testing/fixtures';
import { listen } from '../testing/events';
import { announcements, rowVersion } from '../testing/unchanged-saves';
import { productsOfBrand } from './price-list-entries';
import { findProduct } from './repo';

describe('products: reads', () => {
  let s: TestService;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    s = await startTestService(catalogService);
    const f = fixtures(s.app);
    ids.root = (await f.catalog('Бельё', 'Білизна'))._id;
    ids.leaf = (await f.catalog('Трусы', 'Труси', ids.root))._id;
    ids.other = (await f.catalog('Майки'))._id;
    ids.a = (await f.brand('Альфа', 'Альфа UA'))._id;
    ids.b = (await f.brand('Бета'))._id;
    ids.p1 = (await f.product({ name: bi('Трусы первые'), brandId: ids.a, catalogId: ids.leaf, isShowcase: true }))._id;
    ids.p2 = (await f.product({ name: bi('Трусы вторые'), brandId: ids.b, catalogId: ids.leaf }))._id;
    ids.p3 = (await f.product({ name: bi('Майка'), brandId: ids.a, catalogId: ids.other, isShowcase: true }))._id;
  });
  afterAll(() => s.stop());

  it('GET /api/products/showcase lists showcase products, newest first', async () => {
    const { body } = await request(s.app).get('/api/products/showcase').expect(200);
    expect(body.map((p: { _id: string }) => p._id)).toEqual([ids.p3, ids.p1]);
    expect(body[0]).toMatchObject({ name: bi('Майка'), isShowcase: true, currencyValue: 'UAH', brandId: ids.a });
  });

  it('POST /api/products/catalog lists a catalog with its subcatalogs, filtered by brands', async () => {
    const all = await request(s.app)
      .post('/api/products/catalog')
      .send({ catalogId: ids.root, brandIds: [] })
      .expect(200);
    expect(all.body.map((p: { _id: string }) => p._id)).toEqual([ids.p2, ids.p1]);
    const onlyA = await request(s.app)
      .post('/api/products/catalog')
      .send({ catalogId: ids.leaf, brandIds: [ids.a] })
      .expect(200);
    expect(onlyA.body.map((p: { _id: string }) => p._id)).toEqual([ids.p1]);
    const none = await request(s.app)
      .post('/api/products/catalog')
      .send({ catalogId: ids.other, brandIds: [ids.b] })
      .expect(200);
    expect(none.body).toEqual([]);
  });

  it('the lists answer product cards: the fields a list shows, with the price tree as its range', async () => {
    const { body } = await request(s.app)
      .post('/api/products/catalog')
      .send({ catalogId: ids.leaf, brandIds: [ids.a] })
      .expect(200);
    expect(body).toEqual([
      {
        _id: ids.p1,
        name: bi('Трусы первые'),
        slug: { ru: expect.any(String), ua: expect.any(String) },
        description: bi('Описание', 'Опис'),
        images: [],
        brandId: ids.a,
        catalogId: ids.leaf,
        currencyValue: 'UAH',
        priceRange: { min: 100, max: 100 },
        isShowcase: true,
        createdAt: expect.any(String),
      },
    ]);
    const showcase = (await request(s.app).get('/api/products/showcase').expect(200)).body;
    const found = (await request(s.app).post('/api/products/search').send({ string: 'Майка', langKey: 'ru' })).body;
    expect(found.map((p: { _id: string }) => p._id)).toContain(ids.p3);
    for (const card of [...showcase, ...found]) expect(() => productCardSchema.strict().parse(card)).not.toThrow();
  });

  it('every list answers the card the database writes with the fields the product page shows', async () => {
    const f = fixtures(s.app);
    const catalogId = (await f.catalog('Гольфы'))._id;
    const brandId = (await f.brand('Гамма'))._id;
    const tree = sizeColourProduct((await f.optionSet())._id);
    const images = [{ lg: '/images/g-lg.webp', md: '/images/g-md.webp', sm: '/images/g-sm.webp' }];
    const name = bi('Гольфы «Ажур» 40 den', 'Гольфи «Ажур» 40 den');
    const { _id } = await f.product({ ...tree, name, brandId, catalogId, images, isShowcase: true });
    const page = (await request(s.app).get(`/api/products/product/${_id}`).expect(200)).body.product;
    const card = {
      _id,
      name,
      slug: page.slug,
      description: page.description,
      images,
      brandId,
      catalogId,
      currencyValue: 'USD',
      priceRange: { min: 2.5, max: 3.75 },
      isShowcase: true,
      createdAt: page.createdAt,
    };
    const showcase = (await request(s.app).get('/api/products/showcase').expect(200)).body;
    const listed = (await request(s.app).post('/api/products/catalog').send({ catalogId, brandIds: [] })).body;
    const found = (await request(s.app).post('/api/products/search').send({ string: 'ажур', langKey: 'ru' })).body;
    expect([showcase[0], ...listed, ...found]).toEqual([card, card, card]);
    expect(Object.keys(listed[0])).toEqual(Object.keys(card));
  });

  it('POST /api/products/catalog answers 404 for an unknown catalog and 400 without one', async () => {
    const missing = await request(s.app)
      .post('/api/products/catalog')
      .send({ catalogId: 'nope', brandIds: [] })
      .expect(404);
    expect(missing.body).toEqual({ message: 'Каталог не найден' });
    const bad = await request(s.app).post('/api/products/catalog').send({ brandIds: [] }).expect(400);
    expect(bad.body).toEqual({ message: 'Поле каталога является обязательным' });
  });

  it('GET /api/products/product/:id populates the brand and the catalog crumbs', async () => {
    const { body } = await request(s.app).get(`/api/products/product/${ids.p1}`).expect(200);
    expect(body.product).toMatchObject({
      _id: ids.p1,
      name: bi('Трусы первые'),
      slug: { ru: 'trusy-pervye', ua: 'trusy-pervye' },
      brandId: { _id: ids.a, name: { ru: 'Альфа', ua: 'Альфа UA' } },
      catalogId: { _id: ids.leaf, name: bi('Трусы', 'Труси') },
      optPrices: [{ id: 'base', price: 100 }],
    });
    expect(body.product.catalogId.crumbs.map((c: { _id: string }) => c._id)).toEqual([ids.root, ids.leaf]);
  });

  it('GET /api/products/product/:id answers 404 Товар не найден', async () => {
    const res = await request(s.app).get('/api/products/product/000000000000000000000000').expect(404);
    expect(res.body).toEqual({ message: 'Товар не найден' });
  });

  it('GET /api/products/brand/:brandId answers {products} of the brand', async () => {
    const { body } = await request(s.app).get(`/api/products/brand/${ids.a}`).expect(200);
    expect(body.products.map((p: { _id: string }) => p._id).sort()).toEqual([ids.p1, ids.p3].sort());
    await request(s.app).get('/api/products/brand/nope').expect(404);
  });

  it('a brand price list shows each product whole, newest first, with every later change of its row', async () => {
    const newestFirst = await Promise.all([ids.p3, ids.p1].map((id) => findProduct(s.pool, id)));
    expect((await request(s.app).get(`/api/products/brand/${ids.a}`).expect(200)).body.products).toEqual(newestFirst);
    // Brand b's list was never asked, so no kept answer hides the row's change.
    const tree = [{ id: 'r1', price: 24.1234, barcode: '4820000000017', add: [] }];
    await s.pool.query(`UPDATE products SET opt_prices = $2, currency_rate = 41.25 WHERE id = $1`, [
      ids.p2,
      JSON.stringify(tree),
    ]);
    const { body } = await request(s.app).get(`/api/products/brand/${ids.b}`).expect(200);
    expect(body.products).toEqual([await findProduct(s.pool, ids.p2)]);
    expect(body.products[0]).toMatchObject({ optPrices: tree, currencyRate: 41.25 });
    expect(body.products[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("a price list loses a product moved to another brand or deleted, and the other brand's list gains it", async () => {
    const listed = (brandId: string) =>
      productsOfBrand(s.pool, brandId, (json) =>
        (JSON.parse(String(json)) as { products: { _id: string }[] }).products.map((p) => p._id),
      );
    await s.pool.query('UPDATE products SET brand_id = $2 WHERE id = $1', [ids.p2, ids.a]);
    expect((await listed(ids.a)).sort()).toEqual([ids.p1, ids.p2, ids.p3].sort());
    expect(await listed(ids.b)).toEqual([]);
    await s.pool.query('DELETE FROM products WHERE id = $1', [ids.p3]);
    expect((await listed(ids.a)).sort()).toEqual([ids.p1, ids.p2].sort());
    expect((await s.pool.query('SELECT count(*)::int AS n FROM price_list_entries')).rows[0].n).toBe(
      (await s.pool.query('SELECT count(*)::int AS n FROM products')).rows[0].n,
    );
  });
});

describe('products: admin writes', () => {
  let s: TestService;
  const ids: Record<string, string> = {};
  const create = (body: object, who = asAdmin()) =>
    request(s.app)
      .post('/api/products')
      .set(...who)
      .send(body);
  const update = (body: object) =>
    request(s.app)
      .put('/api/products')
      .set(...asAdmin())
      .send(body);

  beforeAll(async () => {
    s = await startTestService(catalogService);
    const f = fixtures(s.app);
    ids.parent = (await f.catalog('Носки'))._id;
    ids.leaf = (await f.catalog('Мужские', 'Чоловічі', ids.parent))._id;
    ids.brand = (await f.brand('Нитка'))._id;
    ids.options = (await f.optionSet())._id;
  });
  afterAll(() => s.stop());

  const valid = () =>
    simpleProduct({ name: bi('Носки мужские', 'Шкарпетки чоловічі'), brandId: ids.brand, catalogId: ids.leaf });

  it('refuses visitors with 401 and customers with 403 on every write', async () => {
    expect((await request(s.app).post('/api/products').send(valid())).status).toBe(401);
    expect((await request(s.app).put('/api/products').send(valid())).status).toBe(401);
    expect((await request(s.app).delete('/api/products/x')).status).toBe(401);
    expect((await create(valid(), asCustomer())).status).toBe(403);
    expect(
      (
        await request(s.app)
          .put('/api/products')
          .set(...asCustomer())
          .send(valid())
      ).status,
    ).toBe(403);
    expect(
      (
        await request(s.app)
          .delete('/api/products/x')
          .set(...asCustomer())
      ).status,
    ).toBe(403);
  });

  it.each([
    ['no name', { name: undefined }, 'Поле Название должно быть заполнено в обоих языках'],
    ['an empty ua name', { name: bi('Носки', '') }, 'Поле Название должно быть заполнено в обоих языках'],
    ['no brand', { brandId: undefined }, 'Поле бренда является обязательным'],
    ['an unknown brand', { brandId: 'nope' }, 'Поле бренда является обязательным'],
    ['no catalog', { catalogId: '' }, 'Поле каталога является обязательным'],
    ['an unknown catalog', { catalogId: 'nope' }, 'Поле каталога является обязательным'],
    [
      'a long barcode',
      { optPrices: [{ id: 'base', ru: '', ua: '', price: 1, barcode: '12345678901234' }] },
      'Штрихкод не длиннее 13 символов',
    ],
    ['a missing price', { optPrices: [{ id: 'base', ru: '', ua: '' }] }, 'Укажите цену для каждой комбинации опций'],
    ['a bad currency', { currencyValue: 'GBP' }, 'Выберите валюту: UAH, USD или EUR'],
  ])('refuses %s', async (_what, change, message) => {
    const res = await create({ ...valid(), ...change }).expect(400);
    expect(res.body).toEqual({ message });
  });

  it('refuses a catalog that has subcatalogs', async () => {
    const res = await create({ ...valid(), catalogId: ids.parent }).expect(400);
    expect(res.body).toEqual({ message: 'В выбранной каталогк есть подкаталоги. Выберите другой каталог' });
  });

  it('refuses a price tree that does not follow the chosen options', async () => {
    const tree = sizeColourProduct(ids.options);
    const res = await create({
      ...valid(),
      ...tree,
      optPrices: tree.optPrices.slice(0, 1).map((n) => ({ ...n, add: [] })),
    }).expect(400);
    expect(res.body).toEqual({ message: 'Укажите цену для каждой комбинации опций' });
  });

  it('creates a product with options and unique slugs, and drops storefront quantities', async () => {
    const tree = sizeColourProduct(ids.options);
    tree.optPrices[0].add[0] = { ...tree.optPrices[0].add[0], qnt: '5' } as never;
    const one = (await create({ ...valid(), ...tree }).expect(201)).body.product;
    const two = (await create(valid()).expect(201)).body.product;
    expect(one).toMatchObject({
      slug: { ru: 'noski-muzhskie', ua: 'shkarpetky-cholovichi' },
      currencyValue: 'USD',
      optionsId: ids.options,
    });
    expect(one.optPrices[0].add[0]).not.toHaveProperty('qnt');
    expect(two.slug).toEqual({ ru: 'noski-muzhskie-2', ua: 'shkarpetky-cholovichi-2' });
  });

  it('updates a product with the edit message and 404 for an unknown one', async () => {
    const created = (await create(valid()).expect(201)).body.product;
    const noName = await update({ ...valid(), _id: created._id, name: bi('', '') }).expect(400);
    expect(noName.body).toEqual({ message: 'Поле Название должно быть заполнено' });
    const missing = await update({ ...valid(), _id: '000000000000000000000000' }).expect(404);
    expect(missing.body).toEqual({ message: 'Товар не найден' });
    const res = await update({ ...valid(), _id: created._id, name: bi('Гольфы', 'Гольфи'), isShowcase: true }).expect(
      200,
    );
    expect(res.body.product).toMatchObject({
      name: bi('Гольфы', 'Гольфи'),
      slug: { ru: 'golfy', ua: 'holfy' },
      isShowcase: true,
    });
    expect(res.body.product.createdAt).toBe(created.createdAt);
  });

  it('writes and announces nothing when a product is saved as it was', async () => {
    const created = (await create(valid()).expect(201)).body.product;
    const state = async () => ({
      announced: await announcements(s.pool, 'catalog.product.changed', created._id),
      row: await rowVersion(s.pool, 'products', created._id),
    });
    const before = await state();
    const saved = await update({ ...valid(), _id: created._id }).expect(200);
    expect(saved.body.product).toMatchObject({ name: valid().name, createdAt: created.createdAt });
    expect(await state()).toEqual(before);
    await update({ ...valid(), _id: created._id, isShowcase: true }).expect(200);
    expect((await state()).announced).toBe(before.announced + 1);
  });

  it('writes nothing either for a product whose row and price list entry PostgreSQL keeps compressed', async () => {
    // Over about 2 KB a row's long values are kept compressed, as most price list entries are (2.6 KB on average).
    const long = {
      ...valid(),
      description: bi('Мягкая хлопковая пряжа. '.repeat(120), 'Мʼяка бавовняна пряжа. '.repeat(120)),
    };
    const created = (await create(long).expect(201)).body.product;
    const priceListVersion = async () =>
      (await s.pool.query(`SELECT version FROM price_lists WHERE brand_id = $1`, [ids.brand])).rows[0].version;
    const entryVersion = async () =>
      (await s.pool.query(`SELECT xmin::text AS x FROM price_list_entries WHERE product_id = $1`, [created._id]))
        .rows[0].x;
    const state = async () => ({
      announced: await announcements(s.pool, 'catalog.product.changed', created._id),
      row: await rowVersion(s.pool, 'products', created._id),
      entry: await entryVersion(),
      priceList: await priceListVersion(),
    });
    const before = await state();
    await update({ ...long, _id: created._id }).expect(200);
    expect(await state()).toEqual(before);
  });

  it('deletes a product, then answers 404 for it', async () => {
    const created = (await create(valid()).expect(201)).body.product;
    await request(s.app)
      .delete(`/api/products/${created._id}`)
      .set(...asAdmin())
      .expect(200);
    await request(s.app).get(`/api/products/product/${created._id}`).expect(404);
    const again = await request(s.app)
      .delete(`/api/products/${created._id}`)
      .set(...asAdmin())
      .expect(404);
    expect(again.body).toEqual({ message: 'Товар не найден' });
  });

  it('publishes catalog.product.changed through the bus with the images an edit removed', async () => {
    const img = (n: number) => ({
      lg: `/images/p${n}-lg.webp`,
      md: `/images/p${n}-md.webp`,
      sm: `/images/p${n}-sm.webp`,
    });
    const created = (await create({ ...valid(), images: [img(1), img(2)] }).expect(201)).body.product;
    const events = await listen(
      s.bus,
      'catalog.product.changed',
      (e) => e.data.productId === created._id && e.data.action === 'updated',
    );
    await update({ ...valid(), _id: created._id, images: [img(2)] }).expect(200);
    const event = await events.wait();
    expect(event.data).toEqual({ productId: created._id, action: 'updated', removedImages: [img(1)] });
  });
});
