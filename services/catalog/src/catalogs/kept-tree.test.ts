import request from 'supertest';
import { MemoryBus } from '@shop/shared';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures } from '../testing/fixtures';
import { startReplicas, waitFor } from '../testing/replicas';

/** One catalog, the sidebar's panels and the whole tree, cut from the tree each replica keeps. */
describe('the kept catalog tree', () => {
  let a: TestService;
  let b: TestService;
  let stop: () => Promise<void>;
  const ids: Record<'socks' | 'men' | 'women' | 'brand', string> = { socks: '', men: '', women: '', brand: '' };

  beforeAll(async () => {
    ({ a, b, stop } = await startReplicas());
    const f = fixtures(b.app);
    ids.socks = (await f.catalog('Носки', 'Шкарпетки'))._id;
    ids.men = (await f.catalog('Мужские', 'Чоловічі', ids.socks))._id;
    ids.women = (await f.catalog('Женские', 'Жіночі', ids.socks))._id;
    ids.brand = (await f.brand('Альфа'))._id;
    await f.product({ name: bi('Носки один'), brandId: ids.brand, catalogId: ids.men });
  });
  afterAll(() => stop());

  const catalog = async (s: TestService, id: string) =>
    (await request(s.app).get(`/api/catalogs/catalog/${id}`).expect(200)).body.catalog;
  const panel = async (s: TestService, parentId: string | null) =>
    (await request(s.app).post('/api/catalogs/sidebar').send({ brandIds: [], parentId }).expect(200)).body;
  /** Reads of the catalogs table `s` sends while `read` runs. */
  const treeReads = async (s: TestService, read: () => Promise<unknown>) => {
    const query = jest.spyOn(s.pool, 'query');
    try {
      await read();
      return query.mock.calls.filter(([q]) =>
        /FROM catalogs\b/.test(typeof q === 'string' ? q : (q as { text: string }).text),
      ).length;
    } finally {
      query.mockRestore();
    }
  };
  const rename = (s: TestService, id: string, ru: string, parentId: string | null) =>
    request(s.app)
      .put('/api/catalogs')
      .set(...asAdmin())
      .send({ _id: id, name: bi(ru), parentId })
      .expect(200);
  const names = (panel: { catalogs: { name: { ru: string } }[] }) => panel.catalogs.map((c) => c.name.ru);

  it('reads the tree once for every catalog, panel, the tree and the navbar asked at one generation', async () => {
    // On a bus of its own it hears no change (nor other test files' on a shared NATS): its generation stays.
    const lone = await startTestService(catalogService, { databaseUrl: a.databaseUrl, bus: new MemoryBus() });
    try {
      await rename(b, ids.women, 'Женские носки', ids.socks);
      const reads = await treeReads(lone, async () => {
        await Promise.all([
          catalog(lone, ids.men),
          catalog(lone, ids.women),
          panel(lone, null),
          panel(lone, ids.socks),
        ]);
        await catalog(lone, ids.socks);
        await request(lone.app).get('/api/catalogs').expect(200);
        await request(lone.app).post('/api/catalogs/navbar').send({ brandIds: [] }).expect(200);
        await request(lone.app).get('/api/catalogs/catalog/nope').expect(404);
      });
      expect(reads).toBe(1);
      expect((await catalog(lone, ids.women)).name.ru).toBe('Женские носки');
    } finally {
      await lone.close();
    }
  });

  it('shows a rename at once on the replica that made it and on the other after its event', async () => {
    await panel(b, ids.socks);
    await rename(a, ids.women, 'Для женщин', ids.socks);
    expect((await catalog(a, ids.women)).name.ru).toBe('Для женщин');
    expect(names(await panel(a, ids.socks))).toContain('Для женщин');
    await waitFor(async () => (await catalog(b, ids.women)).name.ru === 'Для женщин');
    await waitFor(async () => names(await panel(b, ids.socks)).includes('Для женщин'));
  });

  it('counts a new product at once, in the catalog and its parent', async () => {
    expect((await catalog(a, ids.socks)).qnt).toBe(1);
    await fixtures(a.app).product({ name: bi('Носки два'), brandId: ids.brand, catalogId: ids.women });
    expect((await catalog(a, ids.women)).qnt).toBe(1);
    expect((await catalog(a, ids.socks)).qnt).toBe(2);
  });
});
