import request from 'supertest';
import { asAdmin, asCustomer, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { fixtures, bi } from '../testing/fixtures';
import { listen } from '../testing/events';
import { announcements, rowVersion } from '../testing/unchanged-saves';

describe('catalogs', () => {
  let s: TestService;
  let f: ReturnType<typeof fixtures>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    s = await startTestService(catalogService);
    f = fixtures(s.app);
    ids.socks = (await f.catalog('Носки', 'Шкарпетки'))._id;
    ids.men = (await f.catalog('Мужские', 'Чоловічі', ids.socks))._id;
    ids.women = (await f.catalog('Женские', 'Жіночі', ids.socks))._id;
    ids.tights = (await f.catalog('Колготки'))._id;
    ids.empty = (await f.catalog('Пустой', 'Порожній'))._id;
    ids.a = (await f.brand('Альфа'))._id;
    ids.b = (await f.brand('Бета'))._id;
    await f.product({ name: bi('Носки один'), brandId: ids.a, catalogId: ids.men });
    await f.product({ name: bi('Носки два'), brandId: ids.b, catalogId: ids.men });
    await f.product({ name: bi('Носки три'), brandId: ids.a, catalogId: ids.women });
    await f.product({ name: bi('Колготки один'), brandId: ids.b, catalogId: ids.tights });
  });
  afterAll(() => s.stop());

  describe('GET /api/catalogs', () => {
    it('lists every catalog with the spec fields, counting products of subcatalogs', async () => {
      const { body } = await request(s.app).get('/api/catalogs').expect(200);
      expect(body).toHaveLength(5);
      const socks = body.find((c: { _id: string }) => c._id === ids.socks);
      expect(socks).toMatchObject({ name: { ru: 'Носки', ua: 'Шкарпетки' }, slug: { ru: 'noski', ua: 'shkarpetky' } });
      expect(socks).toMatchObject({ parentId: null, isLeaf: false, haveProducts: false, qnt: 3 });
      const men = body.find((c: { _id: string }) => c._id === ids.men);
      expect(men).toMatchObject({
        parentId: ids.socks,
        parentName: { ru: 'Носки' },
        isLeaf: true,
        haveProducts: true,
        qnt: 2,
      });
      expect(men.tree).toEqual({ ru: 'Носки / Мужские', ua: 'Шкарпетки / Чоловічі' });
      expect(men.crumbs.map((c: { _id: string }) => c._id)).toEqual([ids.socks, ids.men]);
      expect(men.crumbs[0]).toEqual({
        _id: ids.socks,
        name: { ru: 'Носки', ua: 'Шкарпетки' },
        slug: { ru: 'noski', ua: 'shkarpetky' },
      });
      expect(body.find((c: { _id: string }) => c._id === ids.empty)).toMatchObject({
        isLeaf: true,
        haveProducts: false,
        qnt: 0,
      });
    });

    it('puts parents before their children', async () => {
      const { body } = await request(s.app).get('/api/catalogs').expect(200);
      const order = body.map((c: { _id: string }) => c._id);
      expect(order.indexOf(ids.socks)).toBeLessThan(order.indexOf(ids.men));
    });
  });

  describe('POST /api/catalogs/sidebar', () => {
    const panel = async (body: object) =>
      (await request(s.app).post('/api/catalogs/sidebar').send(body).expect(200)).body;

    it('answers the roots, then one catalog with its crumbs and subcatalogs, only the fields the panel shows', async () => {
      const roots = await panel({});
      expect(roots.current).toBeNull();
      expect(roots.catalogs.map((c: { _id: string }) => c._id).sort()).toEqual(
        [ids.socks, ids.tights, ids.empty].sort(),
      );
      const socks = await panel({ parentId: ids.socks, brandIds: [] });
      expect(socks.current).toMatchObject({ _id: ids.socks, parentId: null, isLeaf: false, qnt: 3 });
      expect(socks.current.crumbs.map((c: { _id: string }) => c._id)).toEqual([ids.socks]);
      const men = socks.catalogs.find((c: { _id: string }) => c._id === ids.men);
      expect(Object.keys(men).sort()).toEqual(['_id', 'isLeaf', 'name', 'parentId', 'qnt', 'slug']);
      expect(men).toMatchObject({ parentId: ids.socks, isLeaf: true, qnt: 2, name: { ru: 'Мужские' } });
    });

    it('counts only the chosen brands, and shows the roots for an unknown catalog', async () => {
      const socks = await panel({ parentId: ids.socks, brandIds: [ids.b] });
      expect(socks.catalogs.map((c: { _id: string; qnt: number }) => [c._id, c.qnt])).toEqual([[ids.men, 1]]);
      expect((await panel({ parentId: 'nope' })).current).toBeNull();
      const res = await request(s.app).post('/api/catalogs/sidebar').send({ parentId: 5 }).expect(400);
      expect(res.body.message).toBe('parentId должен быть строкой');
    });
  });

  describe('POST /api/catalogs/navbar', () => {
    it('counts only the chosen brands and hides catalogs without them', async () => {
      const { body } = await request(s.app)
        .post('/api/catalogs/navbar')
        .send({ brandIds: [ids.a] })
        .expect(200);
      const qnt = Object.fromEntries(body.map((c: { _id: string; qnt: number }) => [c._id, c.qnt]));
      expect(qnt).toEqual({ [ids.socks]: 2, [ids.men]: 1, [ids.women]: 1 });
    });

    it('shows every catalog with full counts without a brand filter', async () => {
      const { body } = await request(s.app).post('/api/catalogs/navbar').send({ brandIds: [] }).expect(200);
      expect(body).toHaveLength(5);
      expect(body.find((c: { _id: string }) => c._id === ids.tights).qnt).toBe(1);
      expect((await request(s.app).post('/api/catalogs/navbar').send({}).expect(200)).body).toHaveLength(5);
    });

    it('answers a bad filter with a 400', async () => {
      const res = await request(s.app).post('/api/catalogs/navbar').send({ brandIds: 'x' }).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    });
  });

  describe('GET /api/catalogs/catalog/:id', () => {
    it('answers {catalog} with counts and crumbs', async () => {
      const { body } = await request(s.app).get(`/api/catalogs/catalog/${ids.socks}`).expect(200);
      expect(body.catalog).toMatchObject({ _id: ids.socks, qnt: 3, isLeaf: false, crumbs: [{ _id: ids.socks }] });
    });

    it('answers 404 Каталог не найден for an unknown id', async () => {
      const res = await request(s.app).get('/api/catalogs/catalog/000000000000000000000000').expect(404);
      expect(res.body).toEqual({ message: 'Каталог не найден' });
    });
  });

  describe('admin writes', () => {
    const create = (body: object, who = asAdmin()) =>
      request(s.app)
        .post('/api/catalogs')
        .set(...who)
        .send(body);
    const update = (body: object) =>
      request(s.app)
        .put('/api/catalogs')
        .set(...asAdmin())
        .send(body);

    it('refuses visitors with 401 and customers with 403 on every write', async () => {
      const body = { name: bi('Х') };
      expect((await request(s.app).post('/api/catalogs').send(body)).status).toBe(401);
      expect((await request(s.app).put('/api/catalogs').send(body)).status).toBe(401);
      expect((await request(s.app).delete(`/api/catalogs/catalog/${ids.empty}`)).status).toBe(401);
      expect((await create(body, asCustomer())).status).toBe(403);
      expect(
        (
          await request(s.app)
            .put('/api/catalogs')
            .set(...asCustomer())
            .send(body)
        ).status,
      ).toBe(403);
      expect(
        (
          await request(s.app)
            .delete(`/api/catalogs/catalog/${ids.empty}`)
            .set(...asCustomer())
        ).status,
      ).toBe(403);
    });

    it.each([[{}], [{ name: { ru: 'Носки' } }], [{ name: { ru: 'Носки', ua: '  ' } }], [{ name: 'Носки' }]])(
      'requires the name in both languages: %j',
      async (body) => {
        const res = await create(body).expect(400);
        expect(res.body).toEqual({ message: 'Поле Каталог должно быть заполнено на обоих языках' });
      },
    );

    it('refuses a parent that holds products', async () => {
      const res = await create({ name: bi('Под'), parentId: ids.men }).expect(400);
      expect(res.body).toEqual({ message: 'В этом каталоге есть товары, выберите другой каталог' });
    });

    it('refuses a catalog as its own parent or under its own descendant', async () => {
      const own = await update({ _id: ids.socks, name: bi('Носки', 'Шкарпетки'), parentId: ids.socks }).expect(400);
      expect(own.body).toEqual({ message: 'Каталог не может быть родителем самого себя' });
      const child = (await f.catalog('Внук', 'Онук', ids.empty))._id;
      const loop = await update({ _id: ids.empty, name: bi('Пустой', 'Порожній'), parentId: child }).expect(400);
      expect(loop.body).toEqual({ message: 'Каталог не может быть родителем самого себя' });
      await request(s.app)
        .delete(`/api/catalogs/catalog/${child}`)
        .set(...asAdmin())
        .expect(200);
    });

    it('answers 404 for an update of an unknown catalog', async () => {
      const res = await update({ _id: 'nope', name: bi('Х') }).expect(404);
      expect(res.body).toEqual({ message: 'Каталог не найден' });
    });

    it('makes unique transliterated slugs and renames with new ones', async () => {
      const one = (await create({ name: bi('Тёплые вещи', 'Теплі речі'), parentId: null }).expect(201)).body.catalog;
      const two = (await create({ name: bi('Тёплые вещи', 'Теплі речі') }).expect(201)).body.catalog;
      expect(one.slug).toEqual({ ru: 'teplye-veshchi', ua: 'tepli-rechi' });
      expect(two.slug).toEqual({ ru: 'teplye-veshchi-2', ua: 'tepli-rechi-2' });
      const renamed = (await update({ _id: two._id, name: bi('Летние', 'Літні'), image: null }).expect(200)).body
        .catalog;
      expect(renamed).toMatchObject({ name: bi('Летние', 'Літні'), slug: { ru: 'letnie', ua: 'litni' } });
    });

    it('moves a catalog under another parent', async () => {
      const moved = (await create({ name: bi('Гольфы', 'Гольфи') }).expect(201)).body.catalog;
      const res = await update({ _id: moved._id, name: bi('Гольфы', 'Гольфи'), parentId: ids.socks }).expect(200);
      expect(res.body.catalog).toMatchObject({ parentId: ids.socks, tree: { ru: 'Носки / Гольфы' } });
    });

    it('writes and announces nothing when a catalog is saved as it was', async () => {
      const saved = (await create({ name: bi('Пледы', 'Пледи'), parentId: ids.socks }).expect(201)).body.catalog;
      const body = { _id: saved._id, name: bi('Пледы', 'Пледи'), parentId: ids.socks, image: null };
      await update(body).expect(200);
      const state = async () => ({
        announced: await announcements(s.pool, 'catalog.catalog.changed', saved._id),
        row: await rowVersion(s.pool, 'catalogs', saved._id),
      });
      const before = await state();
      expect((await update(body).expect(200)).body.catalog).toMatchObject({ slug: saved.slug, parentId: ids.socks });
      expect(await state()).toEqual(before);
      await update({ ...body, parentId: null }).expect(200);
      expect((await state()).announced).toBe(before.announced + 1);
    });

    it('refuses to delete a catalog with subcatalogs or with products', async () => {
      const subs = await request(s.app)
        .delete(`/api/catalogs/catalog/${ids.socks}`)
        .set(...asAdmin())
        .expect(409);
      expect(subs.body).toEqual({ message: 'Обнаружены подкаталоги. Сначала удалите их' });
      const prods = await request(s.app)
        .delete(`/api/catalogs/catalog/${ids.tights}`)
        .set(...asAdmin())
        .expect(409);
      expect(prods.body).toEqual({ message: 'В этом каталоге есть товары' });
      await request(s.app)
        .delete('/api/catalogs/catalog/nope')
        .set(...asAdmin())
        .expect(404);
    });

    it('publishes catalog.catalog.changed through the outbox, with the images that went away', async () => {
      const image = { lg: '/images/c1-lg.webp', md: '/images/c1-md.webp', sm: '/images/c1-sm.webp' };
      const created = (await create({ name: bi('С картинкой'), image }).expect(201)).body.catalog;
      const events = await listen(
        s.bus,
        'catalog.catalog.changed',
        (e) => e.data.catalogId === created._id && e.data.action === 'deleted',
      );
      await request(s.app)
        .delete(`/api/catalogs/catalog/${created._id}`)
        .set(...asAdmin())
        .expect(200);
      const event = await events.wait();
      expect(event.data.removedImages).toEqual([image]);
      await request(s.app).get(`/api/catalogs/catalog/${created._id}`).expect(404);
    });
  });
});
