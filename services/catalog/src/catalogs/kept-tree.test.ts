import zlib from 'node:zlib';
import request from 'supertest';
import * as shared from '@shop/shared';
import { MemoryBus, withTransaction } from '@shop/shared';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures } from '../testing/fixtures';
import { rawRequest } from '@shop/shared/src/testing/raw-request';
import { KeptCatalogTree } from './kept-tree';
import * as treeJson from './tree-json';
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
  /** A read of the tree: its catalogs' keys and counts (tree-reader.ts), then the rows that changed if any. */
  const readsCatalogs = (q: unknown) =>
    /FROM catalogs c LEFT JOIN catalog_product_counts/.test(typeof q === 'string' ? q : (q as { text: string }).text);
  /** Reads of the catalogs table `s` sends while `read` runs. */
  const treeReads = async (s: TestService, read: () => Promise<unknown>) => {
    const query = jest.spyOn(s.pool, 'query');
    try {
      await read();
      return query.mock.calls.filter(([q]) => readsCatalogs(q)).length;
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
  /** Every making of the tree (tree-making.ts) `made` saw begin done, and the one a change meanwhile began. */
  const makingsDone = async (made: jest.SpyInstance<Promise<void>>) => {
    for (let done = 0; done < made.mock.results.length;) {
      const begun = made.mock.results.slice(done);
      done += begun.length;
      await Promise.all(begun.map((call) => call.value as Promise<void>));
      await new Promise(setImmediate);
    }
  };
  type CatalogJson = { _id: string; name: { ru: string } };
  const names = (panel: { catalogs: { name: { ru: string } }[] }) => panel.catalogs.map((c) => c.name.ru);

  it('reads the tree once for every catalog, panel, the tree and the navbar asked at one generation', async () => {
    // On a bus of its own it hears only the change published here (not other test files' on a shared NATS).
    const bus = new MemoryBus();
    const made = jest.spyOn(KeptCatalogTree.prototype, 'make');
    const lone = await startTestService(catalogService, { databaseUrl: a.databaseUrl, bus });
    try {
      // Its tree kept and its start's making done: that making, late on a busy machine, is not one of the reads
      // counted, nor reads the renamed tree before them.
      await catalog(lone, ids.men);
      await makingsDone(made);
      await rename(b, ids.women, 'Женские носки', ids.socks);
      const reads = await treeReads(lone, async () => {
        await bus.publish('catalog.catalog.changed', { catalogId: ids.women, action: 'updated', removedImages: [] });
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
      made.mockRestore();
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

  it('keeps the tree across a change that leaves catalogs and counts as they were, not across one that does not', async () => {
    const bus = new MemoryBus();
    const made = jest.spyOn(KeptCatalogTree.prototype, 'make');
    const lone = await startTestService(catalogService, { databaseUrl: a.databaseUrl, bus });
    const changed = () =>
      bus.publish('catalog.product.changed', { productId: 'x', action: 'updated', removedImages: [] });
    try {
      expect(await treeReads(lone, () => catalog(lone, ids.men))).toBe(1);
      await a.pool.query(`UPDATE products SET currency_rate = currency_rate + 1 WHERE catalog_id = $1`, [ids.men]);
      // The change and the reads after it: the background's making (tree-making.ts) and a reader share one read.
      expect(
        await treeReads(lone, async () => {
          await changed();
          await request(lone.app).get('/api/catalogs').expect(200);
        }),
      ).toBe(0);
      expect(await treeReads(lone, () => panel(lone, ids.socks))).toBe(0);

      // The price change's making done: one late on a busy machine read the renamed tree before the reads were
      // counted, and the rename's change then found the version it had read.
      await makingsDone(made);
      await rename(b, ids.men, 'Для мужчин', ids.socks);
      expect(
        await treeReads(lone, async () => {
          await changed();
          await catalog(lone, ids.men);
        }),
      ).toBe(1);
      expect((await catalog(lone, ids.men)).name.ru).toBe('Для мужчин');

      const before = (await catalog(lone, ids.socks)).qnt;
      await fixtures(b.app).product({ name: bi('Носки три'), brandId: ids.brand, catalogId: ids.men });
      await changed();
      const tree = (await request(lone.app).get('/api/catalogs').expect(200)).body as { _id: string; qnt: number }[];
      expect(tree.find((c) => c._id === ids.socks)?.qnt).toBe(before + 1);
    } finally {
      made.mockRestore();
      await lone.close();
    }
  });

  it('reads the tree again in the background after a change that moved its version, before anyone asks', async () => {
    const bus = new MemoryBus();
    const made = jest.spyOn(KeptCatalogTree.prototype, 'make');
    const lone = await startTestService(catalogService, { databaseUrl: a.databaseUrl, bus });
    const query = jest.spyOn(lone.pool, 'query');
    try {
      await request(lone.app).get('/api/catalogs').expect(200);
      // Its start's making done (with any of the replicas'): one late on a busy machine read the renamed tree
      // itself before the reads were counted, and the change's making then found the version it had read.
      await makingsDone(made);
      made.mockRestore();
      await rename(b, ids.women, 'Для неё', ids.socks);
      query.mockClear();
      await bus.publish('catalog.catalog.changed', { catalogId: ids.women, action: 'updated', removedImages: [] });
      await waitFor(async () => query.mock.calls.some(([q]) => readsCatalogs(q)));
      query.mockRestore();
      const reads = await treeReads(lone, async () => {
        const tree = (await request(lone.app).get('/api/catalogs').expect(200)).body as CatalogJson[];
        expect(tree.find((c) => c._id === ids.women)?.name.ru).toBe('Для неё');
      });
      expect(reads).toBe(0);
    } finally {
      made.mockRestore();
      query.mockRestore();
      await lone.close();
    }
  });

  it('sends the tree in brotli made once per tree to a client that takes it, from the first reader on, and its JSON to the others', async () => {
    const lone = await startTestService(catalogService, { databaseUrl: a.databaseUrl, bus: new MemoryBus() });
    try {
      const made = jest.spyOn(treeJson.TreeJsonWriter.prototype, 'write');
      const raw = (path: string, acceptEncoding: string, body?: object) =>
        rawRequest(`${lone.url}${path}`, { 'accept-encoding': acceptEncoding }, body);
      const first = await raw('/api/catalogs', 'br');
      expect(first.headers['content-encoding']).toBe('br');
      const plain = await raw('/api/catalogs', 'gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const tree = JSON.parse(String(plain.body));
      expect(tree.map((c: { _id: string }) => c._id)).toEqual(expect.arrayContaining(Object.values(ids).slice(0, 3)));
      for (const [path, body] of [['/api/catalogs'], ['/api/catalogs/navbar', { brandIds: [] }]] as const) {
        const br = await raw(path, 'gzip, deflate, br', body);
        expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
        expect(br.body).toEqual(first.body);
        expect(JSON.parse(String(zlib.brotliDecompressSync(br.body)))).toEqual(tree);
        expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
      }
      expect(made).toHaveBeenCalledTimes(1);
      made.mockRestore();
      const again = await request(lone.app)
        .get('/api/catalogs')
        .set({ 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag).replace(/"$/, '-br"') });
      expect(again.status).toBe(304);
    } finally {
      await lone.close();
    }
  });

  it('answers a tree saved as it was with the answer made before, and a renamed one with a new answer', async () => {
    const bus = new MemoryBus();
    const lone = await startTestService(catalogService, { databaseUrl: a.databaseUrl, bus });
    const changed = () =>
      bus.publish('catalog.content.changed', { part: 'information', action: 'updated', removedImages: [] });
    const brotli = (path: string) => rawRequest(`${lone.url}${path}`, { 'accept-encoding': 'br' });
    try {
      const first = await brotli('/api/catalogs');
      const brotliLater = jest.spyOn(shared, 'brotliLater');
      // The tree's JSON is a list; the price lists made in the background meanwhile are objects. The replicas `a`
      // and `b` hear no change made in SQL.
      const compressed = () => brotliLater.mock.calls.filter(([json]) => json[0] === '['.charCodeAt(0)).length;
      await a.pool.query('UPDATE catalogs SET name = name WHERE id = $1', [ids.socks]);
      await changed();
      const saved = await brotli('/api/catalogs');
      expect([saved.headers.etag, saved.body]).toEqual([first.headers.etag, first.body]);
      expect(compressed()).toBe(0);
      await rename(b, ids.socks, 'Носочки', null);
      await changed();
      const renamed = await brotli('/api/catalogs');
      expect(renamed.headers.etag).not.toBe(first.headers.etag);
      const names = JSON.parse(String(zlib.brotliDecompressSync(renamed.body))).map((c: CatalogJson) => c.name.ru);
      expect(names).toContain('Носочки');
      brotliLater.mockRestore();
      await rename(b, ids.socks, 'Носки', null);
    } finally {
      await lone.close();
    }
  });

  it("moves the tree's version once per transaction that writes catalogs or their counts, not for a price", async () => {
    const version = async () => Number((await a.pool.query(`SELECT n FROM versions WHERE name = 'tree'`)).rows[0].n);
    const before = await version();
    await a.pool.query('UPDATE products SET catalog_id = catalog_id, brand_id = brand_id, currency_rate = 2');
    expect(await version()).toBe(before);
    await withTransaction(a.pool, async (db) => {
      await db.query('UPDATE catalogs SET image = image');
      await db.query('UPDATE catalogs SET image = image WHERE false');
    });
    expect(await version()).toBe(before + 1);
    await a.pool.query('UPDATE products SET catalog_id = $1 WHERE catalog_id = $2', [ids.women, ids.men]);
    expect(await version()).toBe(before + 2);
  });
});
