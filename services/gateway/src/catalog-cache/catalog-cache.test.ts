import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import request from 'supertest';
import { MemoryBus } from '@shop/shared';
import { rawRequest } from '@shop/shared/src/testing/raw-request';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '@shop/catalog';
import type { Gateway } from '../app';
import { gatewayBefore } from '../testing/test-gateway';

/**
 * A gateway in front of a real catalog (with its own cache off, so what is seen here is the gateway's), on a bus
 * of their own: other test runs' catalog events on a shared NATS would clear the cache at any moment.
 */
const SEARCHES_PER_MINUTE = 8;

/** A GET's status, content-encoding and body as sent, not decoded (supertest decodes brotli). */
const askRaw = (port: number, path: string) => async (acceptEncoding: string) => {
  const { status, headers, body } = await rawRequest(`http://127.0.0.1:${port}${path}`, {
    'accept-encoding': acceptEncoding,
  });
  return { status, encoding: headers['content-encoding'], body };
};

describe('the gateway keeps the catalog’s public answers', () => {
  let catalog: TestService;
  let gateway: Gateway;
  let catalogStopped = false;
  const ids: Record<string, string> = {};
  let product: object;
  const admin = (url: string, body: object) =>
    request(catalog.app)
      .post(url)
      .set(...asAdmin())
      .send(body)
      .expect((res) => expect(res.status).toBeLessThan(300));
  const productName = async () =>
    (await request(gateway.handler).get(`/api/products/product/${ids.product}`).expect(200)).body.product.name.ru;
  const renameInDatabase = (ru: string) =>
    catalog.pool.query(`UPDATE products SET name = jsonb_set(name, '{ru}', to_jsonb($2::text)) WHERE id = $1`, [
      ids.product,
      ru,
    ]);

  /** Every event of the writes above published and delivered, so none clears the cache during a test. */
  const settled = async () => {
    const pending = 'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL';
    while ((await catalog.pool.query(pending)).rows[0].n > 0) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
  };

  /**
   * Every brand list kept in price_lists: the catalog writes a list after it sent it, and the background may be
   * making the same list after a product's event. Either would write its list over a test's.
   */
  const listsKept = async () => {
    const making = 'SELECT count(*)::int AS n FROM price_lists WHERE making_until > now() OR made_version <> version';
    while ((await catalog.pool.query(making)).rows[0].n > 0) await new Promise((r) => setTimeout(r, 50));
  };

  beforeAll(async () => {
    catalog = await startTestService(catalogService, { env: { CATALOG_CACHE_MB: '0' }, bus: new MemoryBus() });
    // Answers kept the first time they are asked: what is kept and forgotten is what these tests are about.
    gateway = await gatewayBefore(catalog.url, catalog.bus, {
      RATE_LIMIT_SEARCH: SEARCHES_PER_MINUTE,
      GATEWAY_CACHE_MIN_USES: 1,
    });
    ids.catalog = (await admin('/api/catalogs', { name: { ru: 'Носки', ua: 'Шкарпетки' } })).body.catalog._id;
    ids.brand = (await admin('/api/brands', { name: { ru: 'Альфа', ua: 'Альфа' } })).body._id;
    product = {
      name: { ru: 'Носки белые', ua: 'Шкарпетки білі' },
      brandId: ids.brand,
      catalogId: ids.catalog,
      optPrices: [{ id: 'base', ru: '', ua: '', price: 100, barcode: '1' }],
    };
    ids.product = (await admin('/api/products', product)).body.product._id;
    await settled();
  });
  afterAll(async () => {
    await gateway.close();
    if (!catalogStopped) await catalog.stop();
  });

  it('answers a repeated read from memory, with the security headers, an ETag and 304', async () => {
    const first = await request(gateway.handler).get(`/api/products/product/${ids.product}`).expect(200);
    expect(first.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    await renameInDatabase('Носки без события');
    const again = await request(gateway.handler).get(`/api/products/product/${ids.product}`).expect(200);
    expect(again.text).toBe(first.text);
    await request(gateway.handler)
      .get(`/api/products/product/${ids.product}`)
      .set('if-none-match', first.headers.etag)
      .expect(304);
    const head = await request(gateway.handler).head(`/api/products/product/${ids.product}`).expect(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect((await request(gateway.handler).get(`/api/products/product/${ids.product}`)).text).toBe(first.text);
  });

  it('keeps an answer only when it is asked for the second time, by default', async () => {
    const second = await gatewayBefore(catalog.url, catalog.bus);
    try {
      const name = async () =>
        (await request(second.handler).get(`/api/products/product/${ids.product}`).expect(200)).body.product.name.ru;
      await renameInDatabase('Носки однажды');
      expect(await name()).toBe('Носки однажды');
      await renameInDatabase('Носки дважды');
      expect(await name()).toBe('Носки дважды');
      await renameInDatabase('Носки трижды');
      expect(await name()).toBe('Носки дважды');
      expect((await request(second.handler).get('/healthz/cache')).body).toMatchObject({ entries: 1, hits: 1 });
    } finally {
      await second.close();
      await renameInDatabase('Носки белые');
    }
  });

  it('counts its hits and misses on /healthz/cache, for the benchmark', async () => {
    const stats = async () => (await request(gateway.handler).get('/healthz/cache').expect(200)).body;
    const before = await stats();
    await request(gateway.handler).get('/api/products/product/no-such-product').expect(404);
    await request(gateway.handler).get(`/api/products/product/${ids.product}`).expect(200);
    await request(gateway.handler).get(`/api/products/product/${ids.product}`).expect(200);
    const after = await stats();
    expect(after.misses - before.misses).toBeGreaterThanOrEqual(1);
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(1);
    expect(after.entries).toBeGreaterThan(0);
  });

  it('forgets its answers when a catalog.*.changed event arrives (a write through any replica)', async () => {
    await renameInDatabase('Носки чёрные');
    expect(await productName()).toBe('Носки белые');
    await catalog.bus.publish('catalog.product.changed', {
      productId: ids.product,
      action: 'updated',
      removedImages: [],
    });
    const until = Date.now() + 10_000;
    while ((await productName()) !== 'Носки чёрные' && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(await productName()).toBe('Носки чёрные');
  });

  it('forgets its answers at once when a catalog write passes through it', async () => {
    await renameInDatabase('Носки серые');
    expect(await productName()).toBe('Носки чёрные');
    await request(gateway.handler).delete(`/api/products/${ids.product}`).expect(401);
    expect(await productName()).toBe('Носки серые');
  });

  it('keys POST reads by their body, and passes errors on without keeping them', async () => {
    const search = (string: string) => request(gateway.handler).post('/api/products/search').send({ string });
    expect((await search('носки').expect(200)).body.map((p: { _id: string }) => p._id)).toEqual([ids.product]);
    expect((await search('колготки').expect(200)).body).toEqual([]);
    const bad = await request(gateway.handler).post('/api/products/catalog').send({ catalogId: 'nope' }).expect(404);
    expect(bad.body).toEqual({ message: 'Каталог не найден' });
  });

  it('refuses what express would refuse: a foreign cookie-carrying POST and a body over the limit', async () => {
    const foreign = await request(gateway.handler)
      .post('/api/products/catalog')
      .set('cookie', 'sid=whatever')
      .set('origin', 'https://evil.example')
      .send({ catalogId: ids.catalog })
      .expect(403);
    expect(foreign.body).toEqual({ message: 'Запрос с чужого сайта отклонён' });
    const big = JSON.stringify({ catalogId: ids.catalog, pad: 'x'.repeat(1024 * 1024) });
    const tooLarge = await request(gateway.handler)
      .post('/api/products/catalog')
      .set('content-type', 'application/json')
      .send(big)
      .expect(413);
    expect(tooLarge.body).toEqual({ message: 'Слишком большой запрос' });
  });

  it('counts searches per address, answered from memory or not, and says 429 with the limit headers', async () => {
    const search = () =>
      request(gateway.handler)
        .post('/api/products/search')
        .set('x-forwarded-for', '203.0.113.9')
        .send({ string: 'носки' });
    const answers = [];
    for (let i = 0; i <= SEARCHES_PER_MINUTE; i++) answers.push(await search());
    expect(answers.slice(0, -1).map((a) => a.status)).toEqual(Array(SEARCHES_PER_MINUTE).fill(200));
    const refused = answers.at(-1)!;
    if (refused.status === 200) return; // the minute turned during the loop: the window began again
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Слишком много запросов поиска, попробуйте через минуту' });
    expect(refused.headers['ratelimit-policy']).toBe(`${SEARCHES_PER_MINUTE};w=60`);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(answers[0].headers.ratelimit).toMatch(new RegExp(`^limit=${SEARCHES_PER_MINUTE}, remaining=`));
  });

  it('compresses a kept answer in what the client takes best, brotli before gzip, each with its own ETag', async () => {
    const description = { ru: 'Тёплые носки. '.repeat(200), ua: 'Теплі шкарпетки. '.repeat(200) };
    await admin('/api/products', { ...product, name: { ru: 'Носки длинные', ua: 'Шкарпетки довгі' }, description });
    await settled();
    const url = '/api/products/catalog';
    const ask = (acceptEncoding: string) =>
      request(gateway.handler).post(url).set('accept-encoding', acceptEncoding).send({ catalogId: ids.catalog });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [acceptEncoding, encoding, suffix] of [
      ['gzip, deflate, br', 'br', '-br"'],
      ['gzip, br;q=0', 'gzip', '-gz"'],
    ]) {
      const first = await ask(acceptEncoding);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toBe('accept-encoding');
      expect(first.body).toEqual(plain.body);
      expect(first.headers.etag).toBe(plain.headers.etag.replace(/"$/, suffix));
      expect(Number(first.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
      const again = await ask(acceptEncoding);
      expect(again.body).toEqual(plain.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(Number(again.headers['content-length'])).toBeLessThanOrEqual(Number(first.headers['content-length']));
    }
  });

  it('keeps a brand price list in the brotli the catalog keeps it in, and sends the others its JSON', async () => {
    const url = `/api/products/brand/${ids.brand}`;
    await request(catalog.app).get(url).expect(200);
    await listsKept();
    // A marker in the catalog's kept list, compressed harder than the gateway ever does: its bytes show whose they are.
    const marker = { products: [{ _id: 'kept', description: 'Тёплые носки. '.repeat(300) }] };
    const br = brotliCompressSync(JSON.stringify(marker), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    await catalog.pool.query('UPDATE price_lists SET body = $2 WHERE brand_id = $1', [ids.brand, br]);
    const ask = (acceptEncoding: string) => request(gateway.handler).get(url).set('accept-encoding', acceptEncoding);
    for (const [acceptEncoding, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['gzip, deflate, br', 'br'],
    ]) {
      const res = await ask(acceptEncoding!).expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.body).toEqual(marker);
      if (encoding === 'br') expect(Number(res.headers['content-length'])).toBe(br.length);
    }
    const etags = await Promise.all(['br', 'gzip', 'identity'].map(async (e) => (await ask(e)).headers.etag));
    expect(etags[0]).toBe(etags[2].replace(/"$/, '-br"'));
    expect(etags[1]).toBe(etags[2].replace(/"$/, '-gz"'));
  });

  it('passes the kept brotli on to a brotli client without decoding it, whether it keeps the list or not', async () => {
    const brand = (await admin('/api/brands', { name: { ru: 'Бета', ua: 'Бета' } })).body._id;
    await admin('/api/products', { ...product, name: { ru: 'Носки бета', ua: 'Шкарпетки бета' }, brandId: brand });
    const url = `/api/products/brand/${brand}`;
    await settled();
    await request(catalog.app).get(url).expect(200);
    await listsKept();
    // Not brotli at all: a gateway that decoded the list would fail on it.
    const undecodable = Buffer.from('не brotli');
    await catalog.pool.query('UPDATE price_lists SET body = $2 WHERE brand_id = $1', [brand, undecodable]);
    // This suite's gateway keeps an answer on its first ask; the default one keeps it on the second.
    const secondAsk = await gatewayBefore(catalog.url, new MemoryBus());
    try {
      for (const server of [gateway.server, secondAsk.server]) {
        server.listen(0, '127.0.0.1');
        await once(server, 'listening');
        const ask = askRaw((server.address() as AddressInfo).port, url);
        expect(await ask('gzip, deflate, br')).toEqual({ status: 200, encoding: 'br', body: undecodable });
        expect(await ask('br')).toEqual({ status: 200, encoding: 'br', body: undecodable });
        const plain = await ask('identity');
        expect(plain.status).toBe(502);
        expect(JSON.parse(plain.body.toString())).toEqual({ message: 'Сервис временно недоступен' });
        server.close();
      }
    } finally {
      await secondAsk.close();
    }
  });

  it('still answers what it keeps while the catalog is down, and 502 with a message for the rest', async () => {
    const listed = await request(gateway.handler).post('/api/products/catalog').send({ catalogId: ids.catalog });
    catalogStopped = true;
    await catalog.stop();
    const kept = await request(gateway.handler)
      .post('/api/products/catalog')
      .send({ catalogId: ids.catalog })
      .expect(200);
    expect(kept.text).toBe(listed.text);
    const res = await request(gateway.handler).get('/api/brands').expect(502);
    expect(res.body).toEqual({ message: 'Сервис временно недоступен' });
  });
});
