import request from 'supertest';
import { createBus, createLogger, createPool, type Pool } from '@shop/shared';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures } from '../testing/fixtures';
import { catalogViews } from './service';
import type { CatalogView } from './tree';
import { CatalogTreeReader } from './tree-reader';

/** The tree read again after each change from what changed, and always what a whole read gives. */
describe('the catalog tree read again from what changed', () => {
  let s: TestService;
  /** The reader's own connections: the service's background reads of the tree go through its pool. */
  let pool: Pool;
  const ids: Record<string, string> = {};
  const reader = new CatalogTreeReader();

  beforeAll(async () => {
    // A bus of its own: no other test's change moves anything here.
    s = await startTestService(catalogService, { bus: await createBus(undefined, createLogger('test', 'silent')) });
    pool = createPool(s.databaseUrl, 'catalog', 2);
    const f = fixtures(s.app);
    ids.socks = (await f.catalog('Носки', 'Шкарпетки'))._id;
    ids.men = (await f.catalog('Мужские', 'Чоловічі', ids.socks))._id;
    ids.women = (await f.catalog('Женские', 'Жіночі', ids.socks))._id;
    ids.cotton = (await f.catalog('Хлопок', 'Бавовна', ids.men))._id;
    ids.tights = (await f.catalog('Колготки', 'Колготи'))._id;
    ids.brand = (await f.brand('Альфа'))._id;
    await f.product({ name: bi('Носки один'), brandId: ids.brand, catalogId: ids.cotton });
  });
  afterAll(async () => {
    await pool.end();
    await s.stop();
  });

  const byId = (views: CatalogView[]) => new Map(views.map((view) => [view._id, view]));
  /** Reads the tree, checks it against a whole read, and names the catalogs whose views were made anew. */
  const readAgain = async (before: CatalogView[]) => {
    const query = jest.spyOn(pool, 'query');
    try {
      const views = await reader.read(pool);
      expect(views).toEqual(await catalogViews(s.pool));
      const kept = byId(before);
      const remade = views.filter((view) => kept.get(view._id) !== view).map((view) => view.name.ru);
      const wholeRows = query.mock.calls.filter(([q]) =>
        /WHERE id = ANY/.test(String((q as { text?: string }).text ?? q)),
      );
      return { views, remade: remade.sort(), rowsRead: wholeRows.flatMap(([, values]) => (values as string[][])[0]) };
    } finally {
      query.mockRestore();
    }
  };
  const change = (id: string, ru: string, parentId: string | null) =>
    request(s.app)
      .put('/api/catalogs')
      .set(...asAdmin())
      .send({ _id: id, name: bi(ru), parentId })
      .expect(200);

  it('reads every row whole the first time, then none while nothing changed, and keeps every view', async () => {
    const first = await readAgain([]);
    expect(first.rowsRead).toHaveLength(5);
    const again = await readAgain(first.views);
    expect(again.rowsRead).toEqual([]);
    expect(again.remade).toEqual([]);
  });

  it('after a rename reads that row alone, and makes anew its view and the views under it', async () => {
    const before = await reader.read(pool);
    await change(ids.men, 'Мужские носки', ids.socks);
    const after = await readAgain(before);
    expect(after.rowsRead).toEqual([ids.men]);
    expect(after.remade).toEqual(['Мужские носки', 'Хлопок']);
    expect(byId(after.views).get(ids.cotton)!.tree.ru).toBe('Носки / Мужские носки / Хлопок');
  });

  it("after a product is added makes anew the views whose counts moved: its catalog's and those above", async () => {
    const before = await reader.read(pool);
    await fixtures(s.app).product({ name: bi('Гольфы'), brandId: ids.brand, catalogId: ids.women });
    const after = await readAgain(before);
    expect(after.rowsRead).toEqual([]);
    expect(after.remade).toEqual(['Женские', 'Носки']);
    expect(byId(after.views).get(ids.socks)!.qnt).toBe(2);
  });

  it('after a move sorts the catalog among its new siblings, and after a removal leaves it out', async () => {
    const before = await reader.read(pool);
    await change(ids.women, 'Ажурные', ids.tights);
    const moved = await readAgain(before);
    expect(moved.views.map((view) => view.name.ru)).toEqual([
      'Колготки',
      'Ажурные',
      'Носки',
      'Мужские носки',
      'Хлопок',
    ]);
    const created = await fixtures(s.app).catalog('Детские', 'Дитячі', ids.socks);
    const added = await readAgain(moved.views);
    expect(added.rowsRead).toEqual([created._id]);
    await request(s.app)
      .delete(`/api/catalogs/catalog/${created._id}`)
      .set(...asAdmin())
      .expect(200);
    const removed = await readAgain(added.views);
    expect(removed.views.map((view) => view._id)).not.toContain(created._id);
    expect(removed.remade).toEqual([]);
  });
});
