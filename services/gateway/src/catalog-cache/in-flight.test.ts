import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import request from 'supertest';
import { MemoryBus, USER_HEADER } from '@shop/shared';
import type { Gateway } from '../app';
import { gatewayBefore } from '../testing/test-gateway';

/**
 * The catalog's side of the wire, slowed down and counted: what the gateway asks it, and with which headers.
 * The real catalog answers in a millisecond, too fast to see reads overlap.
 */
function slowCatalog(delayMs: number) {
  const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server: Server = createServer((req, res) => {
    asked.push({ url: req.url!, headers: req.headers });
    req.resume();
    setTimeout(() => {
      const body = JSON.stringify({ product: { _id: req.url!.split('/').pop() } });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag: `"${asked.length}"` }).end(body);
    }, delayMs);
  });
  return { server, asked };
}

describe('the gateway’s reads of the catalog under way', () => {
  const catalog = slowCatalog(150);
  let gateway: Gateway;
  let bus: MemoryBus;

  beforeAll(async () => {
    await new Promise<void>((resolve) => catalog.server.listen(0, '127.0.0.1', resolve));
    bus = new MemoryBus();
    gateway = await gatewayBefore(`http://127.0.0.1:${(catalog.server.address() as { port: number }).port}`, bus);
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => catalog.server.close(resolve));
  });
  beforeEach(() => void (catalog.asked.length = 0));

  it('asks the catalog once for many shoppers missing the same answer at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(gateway.handler).get('/api/products/product/p1')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.product._id))).toEqual(new Set(['p1']));
    expect(catalog.asked.map((a) => a.url)).toEqual(['/api/products/product/p1']);
  });

  it('does not let a read begun before a change answer requests made after it', async () => {
    const before = request(gateway.handler)
      .get('/api/products/product/p2')
      .then((r) => r.status);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await bus.publish('catalog.product.changed', { productId: 'p2', action: 'updated', removedImages: [] });
    const after = await request(gateway.handler).get('/api/products/product/p2').expect(200);
    expect(await before).toBe(200);
    expect(after.body.product._id).toBe('p2');
    expect(catalog.asked.map((a) => a.url)).toEqual(['/api/products/product/p2', '/api/products/product/p2']);
  });

  it('passes no user header a browser sent on to the catalog', async () => {
    await request(gateway.handler).get('/api/products/product/p3').set(USER_HEADER, 'forged').expect(200);
    expect(catalog.asked[0].headers[USER_HEADER]).toBeUndefined();
  });
});
