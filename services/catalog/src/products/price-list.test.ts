import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { createBus, createLogger, withTransaction, type EventBus } from '@shop/shared';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures, simpleProduct } from '../testing/fixtures';
import { waitFor } from '../testing/replicas';
import { rawRequest } from '@shop/shared/src/testing/raw-request';
import { productsOfBrand } from './price-list-entries';
import { etagOfCompressed } from '@shop/shared';
import { keptBrotliOf } from '../read-cache/kept-brotli-of';
import { KEPT_LIST_OVERHEAD, KeptPriceLists, SMALLER_FROM_BYTES } from './kept-price-lists';
import { priceListMakerOf } from './price-list-maker';
import { makeStalePriceLists } from './price-list-making';
import { claimStalePriceList, makeClaimedPriceList, makePriceList, type PriceList } from './price-list';
import { priceListOfBrand } from './service';

interface ListRow {
  version: string;
  made_version: string;
  making_until: Date | null;
  body: Buffer | null;
}

describe("a brand's price list kept finished (migration 013)", () => {
  let s: TestService;
  // This service's own events only: no other test's catalog change wakes its background making at random.
  let bus: EventBus;
  const ids: Record<string, string> = {};
  const row = async (brandId: string): Promise<ListRow> =>
    (await s.pool.query<ListRow>('SELECT * FROM price_lists WHERE brand_id = $1', [brandId])).rows[0];
  /** The worker keeps a list in the table after it handed the list over. */
  const written = async (brandId: string, test: (kept: ListRow) => boolean) => {
    await waitFor(async () => test(await row(brandId)), 5000);
    return row(brandId);
  };
  const entriesJson = (brandId: string) => productsOfBrand(s.pool, brandId, (json) => JSON.parse(String(json)));
  const listUrl = (brandId: string) => `${s.url}/api/products/brand/${brandId}`;

  beforeAll(async () => {
    bus = await createBus(undefined, createLogger('test', 'silent'));
    s = await startTestService(catalogService, { bus });
    const f = fixtures(s.app);
    ids.catalog = (await f.catalog('Носки'))._id;
    ids.a = (await f.brand('Альфа'))._id;
    ids.b = (await f.brand('Бета'))._id;
    ids.empty = (await f.brand('Пустой'))._id;
    for (const n of [1, 2, 3])
      ids[`a${n}`] = (await f.product({ name: bi(`Носки ${n}`), brandId: ids.a, catalogId: ids.catalog }))._id;
    ids.b1 = (await f.product({ name: bi('Гольфы'), brandId: ids.b, catalogId: ids.catalog }))._id;
  });
  afterAll(async () => {
    await s.stop();
    await bus.close();
  });

  it('sends brotli to a client that takes it and JSON to one that does not, each with its own ETag and 304', async () => {
    const br = await rawRequest(listUrl(ids.a), { 'accept-encoding': 'gzip, br' });
    const plain = await rawRequest(listUrl(ids.a));
    expect(br).toMatchObject({ status: 200, headers: { 'content-encoding': 'br', vary: 'accept-encoding' } });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(JSON.parse(String(plain.body))).toEqual(await entriesJson(ids.a));
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    const again = (etag: unknown, encoding = 'br') =>
      rawRequest(listUrl(ids.a), { 'accept-encoding': encoding, 'if-none-match': String(etag) });
    expect((await again(br.headers.etag)).status).toBe(304);
    expect((await again(plain.headers.etag, 'identity')).status).toBe(304);
    expect((await again(plain.headers.etag)).status).toBe(200);
  });

  it('keeps the list made, labelled with the brand version, and sends it again without reading the entries', async () => {
    await request(s.app).get(`/api/products/brand/${ids.a}`).expect(200);
    const kept = await written(ids.a, (r) => r.made_version === r.version);
    const made = await entriesJson(ids.a);
    expect(JSON.parse(String(brotliDecompressSync(kept.body!)))).toEqual(made);
    // What is kept is what is sent: a marker put in its place comes back to a process that keeps no list in memory.
    const marker = { products: [{ _id: 'kept' }] };
    await s.pool.query('UPDATE price_lists SET body = $2 WHERE brand_id = $1', [
      ids.a,
      brotliCompressSync(JSON.stringify(marker)),
    ]);
    const read = await priceListOfBrand(s.pool, new KeptPriceLists(0), ids.a);
    expect(JSON.parse(String(brotliDecompressSync(read.br!)))).toEqual(marker);
    // The process that made it sends it from memory while the brand's version stands.
    expect((await request(s.app).get(`/api/products/brand/${ids.a}`).expect(200)).body).toEqual(made);
    const { priceLists } = (await request(s.app).get('/healthz').expect(200)).body;
    expect(priceLists.lists).toBeGreaterThanOrEqual(1);
    expect(priceLists.bytes).toBeGreaterThan(priceLists.lists * KEPT_LIST_OVERHEAD);
  });

  it('compresses a list kept at its smallest in the price list worker, and keeps and sends that one', async () => {
    const json = Buffer.from(
      JSON.stringify({
        products: Array.from({ length: 2000 }, (_, i) => ({ _id: `p${i}`, name: `Колготки ${(i * 7919) % 1009} den` })),
      }),
    );
    const made = keptBrotliOf(json);
    expect(made.br.length).toBeGreaterThanOrEqual(SMALLER_FROM_BYTES);
    const memory = new KeptPriceLists(1 << 22, (list) => priceListMakerOf(s.pool).smaller(list));
    memory.keep(ids.b, '1', made);
    await waitFor(async () => memory.at(ids.b, '1') !== made, 5000);
    const smaller = memory.at(ids.b, '1')!;
    expect(smaller.br.length).toBeLessThan(made.br.length * 0.9);
    expect(brotliDecompressSync(smaller.br).equals(json)).toBe(true);
    expect(smaller.etag).toBe(etagOfCompressed(json.length, smaller.br));
    expect(smaller.etag).not.toBe(made.etag);
    expect(memory.stats.bytes).toBe(smaller.br.length + KEPT_LIST_OVERHEAD);
  });

  it("sends a brand's list made at quality 1 first, then the same JSON at its smallest under a new ETag", async () => {
    const brandId = (await fixtures(s.app).brand('Гамма'))._id;
    // Descriptions brotli cannot shrink much, so that the list passes SMALLER_FROM_BYTES.
    for (let n = 0; n < 12; n++) {
      const description = bi(randomBytes(400).toString('hex'), randomBytes(400).toString('hex'));
      await fixtures(s.app).product({ name: bi(`Гольфы ${n}`), brandId, catalogId: ids.catalog, description });
    }
    const sent = () => rawRequest(listUrl(brandId), { 'accept-encoding': 'br' });
    const first = await sent();
    expect(first.body.length).toBeGreaterThanOrEqual(SMALLER_FROM_BYTES);
    let again = await sent();
    await waitFor(async () => (again = await sent()).headers.etag !== first.headers.etag, 5000);
    expect(again.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(again.body)).toEqual(brotliDecompressSync(first.body));
    expect(JSON.parse(String(brotliDecompressSync(again.body)))).toEqual(await entriesJson(brandId));
    // The other tests count the brands' lists.
    await s.pool.query('DELETE FROM products WHERE brand_id = $1', [brandId]);
    await s.pool.query('DELETE FROM brands WHERE id = $1', [brandId]);
  });

  it('sends a small list as it was made, and does not keep a smaller one of a version gone meanwhile', async () => {
    const { body } = await request(s.app).get(`/api/products/brand/${ids.b}`).expect(200);
    const sent = () => rawRequest(listUrl(ids.b), { 'accept-encoding': 'br' });
    const first = await sent();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await sent()).headers.etag).toBe(first.headers.etag);
    expect(JSON.parse(String(brotliDecompressSync(first.body)))).toEqual(body);

    let finish: (list: PriceList) => void = () => undefined;
    const smaller = jest.fn(() => new Promise<PriceList>((resolve) => (finish = resolve)));
    const memory = new KeptPriceLists(1 << 20, smaller);
    const big = { etag: '"big"', br: Buffer.alloc(SMALLER_FROM_BYTES) };
    const next = { etag: '"next"', br: Buffer.alloc(SMALLER_FROM_BYTES) };
    memory.keep(ids.b, '1', big);
    memory.keep(ids.a, '1', big);
    expect(smaller).toHaveBeenCalledTimes(1);
    memory.keep(ids.b, '2', next);
    finish({ etag: '"smaller"', br: Buffer.from('smaller') });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(memory.at(ids.b, '2')).toBe(next);
    // One at a time, in the order kept: then a's list, then b's next one.
    expect(smaller).toHaveBeenCalledTimes(2);
    finish({ etag: '"a smaller"', br: Buffer.from('a') });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(smaller).toHaveBeenCalledTimes(3);
    const nextSmaller = { etag: '"next smaller"', br: Buffer.from('next') };
    finish(nextSmaller);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(memory.at(ids.b, '2')).toBe(nextSmaller);
    expect(memory.at(ids.a, '1')?.etag).toBe('"a smaller"');
  });

  it("reads the list another process made once the brand's version moved, then keeps that one in memory", async () => {
    await request(s.app).get(`/api/products/brand/${ids.a}`).expect(200);
    await s.pool.query('UPDATE products SET currency_rate = 42.5 WHERE id = $1', [ids.a1]);
    const elsewhere = new KeptPriceLists(1 << 20);
    const { version } = await row(ids.a);
    await makePriceList(s.pool, elsewhere, ids.a, version);
    expect(elsewhere.versionOf(ids.a)).toBe(version);
    const kept = await written(ids.a, (r) => r.made_version === version);
    const made = JSON.parse(String(brotliDecompressSync(kept.body!)));
    expect(made.products.find((p: { _id: string }) => p._id === ids.a1).currencyRate).toBe(42.5);
    expect((await request(s.app).get(`/api/products/brand/${ids.a}`).expect(200)).body).toEqual(made);
    await s.pool.query('UPDATE price_lists SET body = $2 WHERE brand_id = $1', [
      ids.a,
      brotliCompressSync(JSON.stringify({ products: [] })),
    ]);
    expect((await request(s.app).get(`/api/products/brand/${ids.a}`).expect(200)).body).toEqual(made);
  });

  it('reads the kept body after all when the list left memory while its row was read', async () => {
    await request(s.app).get(`/api/products/brand/${ids.a}`).expect(200);
    const { version } = await row(ids.a);
    const marker = { products: [{ _id: 'read again' }] };
    await s.pool.query('UPDATE price_lists SET body = $2 WHERE brand_id = $1', [
      ids.a,
      brotliCompressSync(JSON.stringify(marker)),
    ]);
    const forgetful = new KeptPriceLists(1 << 20);
    forgetful.versionOf = () => version;
    const read = await priceListOfBrand(s.pool, forgetful, ids.a);
    expect(JSON.parse(String(brotliDecompressSync(read.br!)))).toEqual(marker);
    expect((await row(ids.a)).made_version).toBe(version);
  });

  it('keeps in memory no more than its bytes, and nothing with none', async () => {
    const list = await makePriceList(s.pool, new KeptPriceLists(0), ids.b);
    const small = new KeptPriceLists(list.br.length);
    small.keep(ids.b, '1', list);
    expect(small.versionOf(ids.b)).toBeUndefined();
    const none = new KeptPriceLists(0);
    none.keep(ids.b, '1', list);
    expect(none.at(ids.b, '1')).toBeUndefined();
    const room = new KeptPriceLists(2 * (list.br.length + KEPT_LIST_OVERHEAD));
    room.keep(ids.b, '1', list);
    room.keep(ids.a, '1', list);
    expect(room.stats).toEqual({ lists: 2, bytes: 2 * (list.br.length + KEPT_LIST_OVERHEAD) });
    expect(room.at(ids.b, '1')).toBe(list);
    expect(room.at(ids.b, '2')).toBeUndefined();
    room.keep(ids.empty, '1', list);
    // The least recently sent goes first.
    expect(room.versionOf(ids.b)).toBe('1');
    expect(room.versionOf(ids.a)).toBeUndefined();
  });

  it("moves a brand's version once per transaction that writes its products, and its next list shows them", async () => {
    const before = { a: await row(ids.a), b: await row(ids.b) };
    await withTransaction(s.pool, async (db) => {
      for (const id of [ids.a1, ids.a2]) await db.query('UPDATE products SET currency_rate = 43.5 WHERE id = $1', [id]);
    });
    expect(BigInt((await row(ids.a)).version)).toBe(BigInt(before.a.version) + 1n);
    expect((await row(ids.b)).version).toBe(before.b.version);
    const { body } = await request(s.app).get(`/api/products/brand/${ids.a}`).expect(200);
    expect(body).toEqual(await entriesJson(ids.a));
    const rates = Object.fromEntries(
      body.products.map((p: { _id: string; currencyRate: number }) => [p._id, p.currencyRate]),
    );
    expect(rates).toMatchObject({ [ids.a1]: 43.5, [ids.a2]: 43.5 });
  });

  it("moves both brands' versions when a product changes brand, and each list follows", async () => {
    const before = { a: await row(ids.a), b: await row(ids.b) };
    await s.pool.query('UPDATE products SET brand_id = $2 WHERE id = $1', [ids.a3, ids.b]);
    expect(BigInt((await row(ids.a)).version)).toBe(BigInt(before.a.version) + 1n);
    expect(BigInt((await row(ids.b)).version)).toBe(BigInt(before.b.version) + 1n);
    const listed = async (brandId: string) =>
      (await request(s.app).get(`/api/products/brand/${brandId}`).expect(200)).body.products.map(
        (p: { _id: string }) => p._id,
      );
    expect((await listed(ids.b)).sort()).toEqual([ids.a3, ids.b1].sort());
    expect(await listed(ids.a)).not.toContain(ids.a3);
  });

  it("leaves a brand's version where it was when its products are written as they were", async () => {
    const save = () =>
      request(s.app)
        .put('/api/products')
        .set(...asAdmin())
        .send({ _id: ids.b1, ...simpleProduct({ name: bi('Гольфы'), brandId: ids.b, catalogId: ids.catalog }) })
        .expect(200);
    await save();
    const before = { a: await row(ids.a), b: await row(ids.b) };
    await save();
    await s.pool.query('UPDATE products SET currency_rate = currency_rate WHERE brand_id = ANY($1)', [[ids.a, ids.b]]);
    expect((await row(ids.a)).version).toBe(before.a.version);
    expect((await row(ids.b)).version).toBe(before.b.version);
  });

  it('does not keep a list made at a version that a write moved meanwhile, and frees its claim', async () => {
    await request(s.app).get(`/api/products/brand/${ids.b}`).expect(200);
    const { version } = await written(ids.b, (r) => r.made_version === r.version);
    await s.pool.query(`UPDATE price_lists SET making_until = now() + interval '30 seconds' WHERE brand_id = $1`, [
      ids.b,
    ]);
    await s.pool.query('UPDATE products SET currency_rate = 44 WHERE id = $1', [ids.b1]);
    const memory = new KeptPriceLists(1 << 20);
    await makePriceList(s.pool, memory, ids.b, version);
    const after = await written(ids.b, (r) => r.making_until === null);
    expect(after.made_version).toBe(version);
    expect(BigInt(after.version)).toBeGreaterThan(BigInt(version));
    // Kept in memory at the version it was made at, which is no longer the brand's: no reader gets it.
    const read = await priceListOfBrand(s.pool, memory, ids.b);
    const products = JSON.parse(String(brotliDecompressSync(read.br!))).products;
    expect(products.find((p: { _id: string }) => p._id === ids.b1).currencyRate).toBe(44);
    const { body } = await request(s.app).get(`/api/products/brand/${ids.b}`).expect(200);
    expect(body.products.find((p: { _id: string }) => p._id === ids.b1).currencyRate).toBe(44);
  });

  it('makes a list once in this process when a reader and the background want it at the same version', async () => {
    await written(ids.b, (r) => r.made_version === r.version);
    await s.pool.query('UPDATE price_lists SET version = version + 1, making_until = NULL WHERE brand_id = $1', [
      ids.a,
    ]);
    const memory = new KeptPriceLists(1 << 20);
    const claim = (await claimStalePriceList(s.pool))!;
    expect(claim.brandId).toBe(ids.a);
    const [background, reader] = await Promise.all([
      makePriceList(s.pool, memory, claim.brandId, claim.version),
      priceListOfBrand(s.pool, memory, ids.a),
    ]);
    expect(reader).toBe(background);
    // Asked again at that version, before the worker may have kept it in the table: the one list, from memory.
    expect(await makePriceList(s.pool, memory, ids.a, claim.version)).toBe(background);
  });

  it("joins this process's make under way when it finds that list already kept in the table", async () => {
    await s.pool.query('UPDATE price_lists SET version = version + 1, making_until = NULL WHERE brand_id = $1', [
      ids.a,
    ]);
    const { version } = await row(ids.a);
    // The worker may keep the list in the table before the catalog's thread hears of it.
    await makePriceList(s.pool, new KeptPriceLists(0), ids.a, version);
    expect((await written(ids.a, (r) => r.made_version === version)).made_version).toBe(version);
    const memory = new KeptPriceLists(1 << 20);
    let finish: (list: PriceList) => void = () => undefined;
    void memory.makeOnce(ids.a, version, () => new Promise((resolve) => (finish = resolve)));
    const reading = priceListOfBrand(s.pool, memory, ids.a);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const made = { etag: '"made"', br: Buffer.from('made') };
    finish(made);
    expect(await reading).toBe(made);
  });

  it('claims each stale list for one maker at a time, and an outrun claim again', async () => {
    await s.pool.query('UPDATE price_lists SET version = version + 1, making_until = NULL');
    const first = await claimStalePriceList(s.pool);
    const second = await claimStalePriceList(s.pool);
    expect([first?.brandId, second?.brandId].sort()).toEqual([ids.a, ids.b].sort());
    expect(await claimStalePriceList(s.pool)).toBeUndefined();
    await s.pool.query(`UPDATE price_lists SET making_until = now() - interval '1 second' WHERE brand_id = $1`, [
      first!.brandId,
    ]);
    expect((await claimStalePriceList(s.pool))?.brandId).toBe(first!.brandId);
    for (const claim of [first!, second!]) await makeClaimedPriceList(s.pool, new KeptPriceLists(0), claim);
    expect(await claimStalePriceList(s.pool)).toBeUndefined();
  });

  it("claims no stale list in the background while a reader's make is under way, and all of them after it", async () => {
    await s.pool.query('UPDATE price_lists SET version = version + 1, making_until = NULL');
    const memory = new KeptPriceLists(1 << 20);
    let finish: () => void = () => undefined;
    const reader = memory.forReader(() => new Promise<void>((resolve) => (finish = resolve)));
    const background = makeStalePriceLists(s.pool, memory);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const claimed =
      'SELECT count(*)::int AS n FROM price_lists WHERE making_until IS NOT NULL OR made_version = version';
    expect((await s.pool.query<{ n: number }>(claimed)).rows[0].n).toBe(0);
    finish();
    await Promise.all([reader, background]);
    const stale = 'SELECT count(*)::int AS n FROM price_lists WHERE made_version <> version';
    expect((await s.pool.query<{ n: number }>(stale)).rows[0].n).toBe(0);
  });

  it('makes a changed brand list in the background after the change event, before anyone asks for it', async () => {
    const res = await request(s.app)
      .put('/api/products')
      .set(...asAdmin())
      .send({ ...simpleProduct({ name: bi('Гольфы новые'), brandId: ids.b, catalogId: ids.catalog }), _id: ids.b1 })
      .expect(200);
    expect(res.body.product.name.ru).toBe('Гольфы новые');
    const until = Date.now() + 10_000;
    let kept = await row(ids.b);
    while (kept.made_version !== kept.version && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      kept = await row(ids.b);
    }
    expect(kept.made_version).toBe(kept.version);
    const made = JSON.parse(String(brotliDecompressSync(kept.body!)));
    expect(made).toEqual(await entriesJson(ids.b));
    expect(made.products.map((p: { name: { ru: string } }) => p.name.ru)).toContain('Гольфы новые');
  });

  it("makes again in the background a list whose brand's version moved while its write waited", async () => {
    await written(ids.b, (r) => r.made_version === r.version && r.making_until === null);
    const [entries, list] = [await s.pool.connect(), await s.pool.connect()];
    try {
      // The round's read of the entries waits while the test takes the list's row: its write waits behind that.
      await entries.query('BEGIN; LOCK TABLE price_list_entries IN ACCESS EXCLUSIVE MODE');
      await s.pool.query('UPDATE price_lists SET version = version + 1 WHERE brand_id = $1', [ids.b]);
      await bus.publish('catalog.brand.changed', { brandId: ids.b, action: 'updated', removedImages: [] });
      await written(ids.b, (r) => r.making_until !== null);
      await list.query('BEGIN');
      await list.query('UPDATE price_lists SET version = version + 1 WHERE brand_id = $1', [ids.b]);
      await entries.query('COMMIT');
      // The round goes on while the write waits; it finds the list's row taken and ends, unless it waits for it.
      await new Promise((r) => setTimeout(r, 300));
      await list.query('COMMIT');
    } finally {
      for (const client of [entries, list]) client.release(true);
    }
    const kept = await written(ids.b, (r) => r.made_version === r.version);
    expect(JSON.parse(String(brotliDecompressSync(kept.body!)))).toEqual(await entriesJson(ids.b));
  });

  it('answers an empty list for a brand without products and 404 for an unknown brand', async () => {
    expect((await request(s.app).get(`/api/products/brand/${ids.empty}`).expect(200)).body).toEqual({ products: [] });
    expect(await row(ids.empty)).toBeUndefined();
    const missing = await request(s.app).get('/api/products/brand/nope').expect(404);
    expect(missing.body).toEqual({ message: 'Бренд не найден' });
  });

  it('drops the kept list with its brand', async () => {
    await request(s.app)
      .delete(`/api/brands/${ids.empty}`)
      .set(...asAdmin())
      .expect(200);
    await s.pool.query('DELETE FROM products WHERE brand_id = $1', [ids.a]);
    await request(s.app)
      .delete(`/api/brands/${ids.a}`)
      .set(...asAdmin())
      .expect(200);
    expect(await row(ids.a)).toBeUndefined();
    await request(s.app).get(`/api/products/brand/${ids.a}`).expect(404);
  });
});
