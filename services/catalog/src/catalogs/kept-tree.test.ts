import request from 'supertest';
import { asAdmin, type TestService } from '@shop/shared/src/testing/service';
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
    const f = fixtures(a.app);
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
  const rename = (id: string, ru: string, parentId: string | null) =>
    request(a.app)
      .put('/api/catalogs')
      .set(...asAdmin())
      .send({ _id: id, name: bi(ru), parentId })
      .expect(200);

  it('reads the tree once for every catalog, panel and the tree asked after a change, together or one by one', async () => {
    await rename(ids.women, 'Женские носки', ids.socks);
    const reads = await treeReads(a, async () => {
      await Promise.all([catalog(a, ids.men), catalog(a, ids.women), panel(a, null), panel(a, ids.socks)]);
      await catalog(a, ids.socks);
      await request(a.app).get('/api/catalogs').expect(200);
      await request(a.app).get('/api/catalogs/catalog/nope').expect(404);
    });
    expect(reads).toBe(1);
  });

  it('shows a rename at once on the replica that made it and on the other after its event', async () => {
    expect((await catalog(b, ids.women)).name.ru).toBe('Женские носки');
    await panel(b, ids.socks);
    await rename(ids.women, 'Для женщин', ids.socks);
    expect((await catalog(a, ids.women)).name.ru).toBe('Для женщин');
    expect((await panel(a, ids.socks)).catalogs.map((c: { name: { ru: string } }) => c.name.ru)).toContain(
      'Для женщин',
    );
    await waitFor(async () => (await catalog(b, ids.women)).name.ru === 'Для женщин');
    await waitFor(async () =>
      (await panel(b, ids.socks)).catalogs.some((c: { name: { ru: string } }) => c.name.ru === 'Для женщин'),
    );
  });

  it('counts a new product at once, in the catalog and its parent', async () => {
    expect((await catalog(a, ids.socks)).qnt).toBe(1);
    await fixtures(a.app).product({ name: bi('Носки два'), brandId: ids.brand, catalogId: ids.women });
    expect((await catalog(a, ids.women)).qnt).toBe(1);
    expect((await catalog(a, ids.socks)).qnt).toBe(2);
  });
});
