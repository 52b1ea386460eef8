import request from 'supertest';
import { asAdmin, asCustomer, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures } from '../testing/fixtures';
import { listen } from '../testing/events';
import { announcements, rowVersion } from '../testing/unchanged-saves';

describe('brands', () => {
  let s: TestService;
  const ids: Record<string, string> = {};
  const post = (body: object) =>
    request(s.app)
      .post('/api/brands')
      .set(...asAdmin())
      .send(body);
  const put = (body: object) =>
    request(s.app)
      .put('/api/brands')
      .set(...asAdmin())
      .send(body);

  beforeAll(async () => {
    s = await startTestService(catalogService);
    const f = fixtures(s.app);
    ids.root = (await f.catalog('Носки'))._id;
    ids.leaf = (await f.catalog('Мужские', 'Чоловічі', ids.root))._id;
    ids.other = (await f.catalog('Колготки'))._id;
    ids.ya = (await f.brand('Ясно'))._id;
    ids.al = (await f.brand('Альфа'))._id;
    ids.be = (await f.brand('Бета'))._id;
    await f.product({ name: bi('Носки 1'), brandId: ids.al, catalogId: ids.leaf });
    await f.product({ name: bi('Носки 2'), brandId: ids.al, catalogId: ids.leaf });
    await f.product({ name: bi('Колготки 1'), brandId: ids.be, catalogId: ids.other });
  });
  afterAll(() => s.stop());

  it('lists brands sorted by Russian name with their product counts', async () => {
    const { body } = await request(s.app).get('/api/brands').expect(200);
    expect(body.map((b: { name: { ru: string } }) => b.name.ru)).toEqual(['Альфа', 'Бета', 'Ясно']);
    expect(body.map((b: { qnt: number }) => b.qnt)).toEqual([2, 1, 0]);
    expect(body[0]).toEqual({ _id: ids.al, name: bi('Альфа'), image: {}, qnt: 2 });
  });

  it('counts within a catalog and its subcatalogs for the sidebar', async () => {
    const { body } = await request(s.app).get(`/api/brands?catalogId=${ids.root}`).expect(200);
    expect(Object.fromEntries(body.map((b: { _id: string; qnt: number }) => [b._id, b.qnt]))).toEqual({
      [ids.al]: 2,
      [ids.be]: 0,
      [ids.ya]: 0,
    });
  });

  it('refuses visitors with 401 and customers with 403 on every write', async () => {
    expect(
      (
        await request(s.app)
          .post('/api/brands')
          .send({ name: bi('X') })
      ).status,
    ).toBe(401);
    expect(
      (
        await request(s.app)
          .put('/api/brands')
          .send({ name: bi('X') })
      ).status,
    ).toBe(401);
    expect((await request(s.app).delete(`/api/brands/${ids.ya}`)).status).toBe(401);
    expect(
      (
        await request(s.app)
          .post('/api/brands')
          .set(...asCustomer())
          .send({ name: bi('X') })
      ).status,
    ).toBe(403);
    expect(
      (
        await request(s.app)
          .put('/api/brands')
          .set(...asCustomer())
          .send({ name: bi('X') })
      ).status,
    ).toBe(403);
    expect(
      (
        await request(s.app)
          .delete(`/api/brands/${ids.ya}`)
          .set(...asCustomer())
      ).status,
    ).toBe(403);
  });

  it.each([[{}], [{ name: { ru: 'Бренд' } }], [{ name: { ru: '', ua: 'Бренд' } }], [{ name: 5 }]])(
    'requires both names: %j',
    async (body) => {
      expect((await post(body).expect(400)).body).toEqual({ message: 'Название бренда на двух языках обязательно' });
      expect((await put({ _id: ids.ya, ...body }).expect(400)).body).toEqual({
        message: 'Название бренда на двух языках обязательно',
      });
    },
  );

  it('creates and updates a brand with its image, and announces the replaced image', async () => {
    const image = { md: '/images/b1-md.webp', sm: '/images/b1-sm.webp' };
    const created = (await post({ name: bi('Гамма'), image }).expect(201)).body;
    expect(created).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: bi('Гамма'), image });
    const events = await listen(
      s.bus,
      'catalog.brand.changed',
      (e) => e.data.brandId === created._id && e.data.action === 'updated',
    );
    const image2 = { md: '/images/b2-md.webp', sm: '/images/b2-sm.webp' };
    const updated = (await put({ _id: created._id, name: bi('Гамма', 'Гама'), image: image2 }).expect(200)).body;
    expect(updated).toMatchObject({ name: bi('Гамма', 'Гама'), image: image2 });
    expect((await events.wait()).data.removedImages).toEqual([image]);
    expect((await put({ _id: 'nope', name: bi('X') }).expect(404)).body).toEqual({ message: 'Бренд не найден' });
  });

  it("writes and announces nothing when a brand is saved as it was, nor rewrites its products' words", async () => {
    const image = { md: '/images/b3-md.webp', sm: '/images/b3-sm.webp' };
    const words = () =>
      s.pool.query(
        'SELECT xmin::text FROM product_words WHERE product_id IN (SELECT id FROM products WHERE brand_id = $1)',
        [ids.al],
      );
    await put({ _id: ids.al, name: bi('Альфа'), image }).expect(200);
    const state = async () => ({
      announced: await announcements(s.pool, 'catalog.brand.changed', ids.al),
      row: await rowVersion(s.pool, 'brands', ids.al),
      words: (await words()).rows,
    });
    const before = await state();
    expect((await put({ _id: ids.al, name: bi('Альфа'), image }).expect(200)).body).toMatchObject({ image });
    expect(await state()).toEqual(before);
    await put({ _id: ids.al, name: bi('Альфа', 'Альфа UA'), image }).expect(200);
    expect((await state()).announced).toBe(before.announced + 1);
    await put({ _id: ids.al, name: bi('Альфа'), image: {} }).expect(200);
  });

  it('deletes a brand without products and refuses one with products', async () => {
    await request(s.app)
      .delete(`/api/brands/${ids.ya}`)
      .set(...asAdmin())
      .expect(200);
    const used = await request(s.app)
      .delete(`/api/brands/${ids.al}`)
      .set(...asAdmin())
      .expect(409);
    expect(used.body).toEqual({ message: 'У этого бренда есть товары. Сначала удалите или перенесите их' });
    await request(s.app)
      .delete(`/api/brands/${ids.ya}`)
      .set(...asAdmin())
      .expect(404);
  });
});
