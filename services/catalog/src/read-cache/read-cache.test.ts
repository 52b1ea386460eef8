import request from 'supertest';
import { asAdmin, type TestService } from '@shop/shared/src/testing/service';
import { bi, fixtures } from '../testing/fixtures';
import { listen } from '../testing/events';
import { startReplicas, waitFor } from '../testing/replicas';

describe('cached public reads', () => {
  let a: TestService;
  let b: TestService;
  let stop: () => Promise<void>;
  const ids: Record<string, string> = {};
  const rename = (name: string) =>
    request(a.app)
      .put('/api/products')
      .set(...asAdmin())
      .send({ ...productBody(), _id: ids.product, name: bi(name) })
      .expect(200);
  const productBody = () => ({
    brandId: ids.brand,
    catalogId: ids.catalog,
    description: bi('Описание'),
    currencyValue: 'UAH',
    optPrices: [{ id: 'base', ru: '', ua: '', price: 100, barcode: '1' }],
  });

  beforeAll(async () => {
    ({ a, b, stop } = await startReplicas());
    const f = fixtures(a.app);
    ids.catalog = (await f.catalog('Носки'))._id;
    ids.brand = (await f.brand('Альфа'))._id;
    ids.product = (await f.product({ name: bi('Носки первые'), brandId: ids.brand, catalogId: ids.catalog }))._id;
  });
  afterAll(() => stop());

  it('sends the same JSON as before with an ETag, and 304 to a GET that names it', async () => {
    const first = await request(a.app).get('/api/catalogs').expect(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.body[0]).toMatchObject({ _id: ids.catalog, qnt: 1 });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]+-[\w-]+"$/);
    const again = await request(a.app).get('/api/catalogs').set('if-none-match', etag).expect(304);
    expect(again.text).toBe('');
    const other = await request(a.app).get('/api/catalogs').set('if-none-match', '"other"').expect(200);
    expect(other.text).toBe(first.text);
  });

  it('keys POST reads by their normalised body', async () => {
    const brandIds = [ids.brand, 'x', ids.brand];
    const one = await request(a.app).post('/api/products/catalog').send({ catalogId: ids.catalog, brandIds });
    const two = await request(a.app)
      .post('/api/products/catalog')
      .send({ brandIds: ['x', ids.brand], catalogId: ids.catalog });
    expect(one.headers.etag).toBe(two.headers.etag);
    const none = await request(a.app)
      .post('/api/products/catalog')
      .send({ catalogId: ids.catalog, brandIds: ['x'] });
    expect(none.body).toEqual([]);
  });

  it('shows a write of this instance at once, on every cached read', async () => {
    const read = async () => ({
      product: (await request(a.app).get(`/api/products/product/${ids.product}`)).body.product.name.ru,
      listed: (await request(a.app).post('/api/products/catalog').send({ catalogId: ids.catalog })).body[0].name.ru,
      found: (await request(a.app).post('/api/products/search').send({ string: 'носки' })).body.map(
        (p: { name: { ru: string } }) => p.name.ru,
      ),
    });
    expect(await read()).toEqual({ product: 'Носки первые', listed: 'Носки первые', found: ['Носки первые'] });
    await rename('Носки вторые');
    expect(await read()).toEqual({ product: 'Носки вторые', listed: 'Носки вторые', found: ['Носки вторые'] });
  });

  it('answers 404 for an unknown product every time (errors are not kept)', async () => {
    await request(a.app).get('/api/products/product/nope').expect(404);
    await request(a.app).get('/api/products/product/nope').expect(404);
  });

  it('drops the answers of another replica when this one writes (catalog.*.changed events)', async () => {
    const name = async () => (await request(b.app).get(`/api/products/product/${ids.product}`)).body.product.name.ru;
    const before = await name();
    expect(await name()).toBe(before);
    await rename('Носки третьи');
    await waitFor(async () => (await name()) === 'Носки третьи');
  });

  it("shows another replica's change in a search it never answered, of products it found before", async () => {
    const found = async (string: string) =>
      (await request(b.app).post('/api/products/search').send({ string })).body.map(
        (p: { name: { ru: string } }) => p.name.ru,
      );
    expect(await found('носки')).toHaveLength(1);
    await rename('Носки четвёртые');
    // Until the event reaches b, b may still show the old card, as it would a kept answer; after, never.
    await waitFor(async () => (await found('носк'))[0] === 'Носки четвёртые');
    expect(await found('носк')).toEqual(['Носки четвёртые']);
  });

  it('forgets option sets, the information page and the gallery when they change, with an event', async () => {
    const options = () => request(b.app).get('/api/options');
    expect((await options()).body).toEqual([]);
    const changed = await listen(a.bus, 'catalog.content.changed', (e) => e.data.part === 'options');
    await fixtures(a.app).optionSet();
    expect((await changed.wait()).data).toMatchObject({ part: 'options', action: 'created', removedImages: [] });
    expect((await request(a.app).get('/api/options')).body).toHaveLength(1);
    await waitFor(async () => (await options()).body.length === 1);
  });

  it('tells media which image a deleted or re-pictured gallery card no longer uses', async () => {
    const image = (n: number) => ({ lg: `/images/c${n}-lg.webp`, md: `/images/c${n}-md.webp` });
    const post = (body: object) =>
      request(a.app)
        .post('/api/gallery')
        .set(...asAdmin())
        .send(body);
    const card = (await post({ description: bi('Карточка'), image: image(1) }).expect(201)).body;
    expect((await request(a.app).get('/api/gallery')).body).toHaveLength(1);
    // The card's own 'created' event may still be on its way (the outbox relays it): wait for the update's.
    const replaced = await listen(
      a.bus,
      'catalog.content.changed',
      (e) => e.data.id === card._id && e.data.action === 'updated',
    );
    await post({ _id: card._id, description: bi('Карточка'), image: image(2) }).expect(200);
    expect((await replaced.wait()).data).toMatchObject({ action: 'updated', removedImages: [image(1)] });
    const deleted = await listen(
      a.bus,
      'catalog.content.changed',
      (e) => e.data.id === card._id && e.data.action === 'deleted',
    );
    await request(a.app)
      .delete(`/api/gallery/${card._id}`)
      .set(...asAdmin())
      .expect(200);
    expect((await deleted.wait()).data.removedImages).toEqual([image(2)]);
    expect((await request(a.app).get('/api/gallery')).body).toEqual([]);
  });
});
