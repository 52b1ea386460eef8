import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createLogger, MemoryBus } from '@shop/shared';
import { TEST_SECRET } from '@shop/shared/src/testing/service';
import { createGateway, type Gateway } from '../app';
import { startRecordingBackend } from '../testing/recording-backend';

type Backend = Awaited<ReturnType<typeof startRecordingBackend>>;

/** The gateway's own proxy to the backends (DESIGN.md's routing table), before stand-ins that record what arrives. */
describe('the gateway passes each path to its backend', () => {
  let catalog: Backend;
  let orders: Backend;
  let identity: Backend;
  let gateway: Gateway;
  const origin = 'http://localhost:3000';

  beforeAll(async () => {
    [catalog, orders, identity] = await Promise.all([1, 2, 3].map(() => startRecordingBackend()));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-proxy-'));
    gateway = await createGateway(
      {
        INTERNAL_SECRET: TEST_SECRET,
        CATALOG_URL: catalog.url,
        ORDERS_URL: orders.url,
        IDENTITY_URL: identity.url,
        MEDIA_URL: 'http://127.0.0.1:9',
        WEB_DIST: dir,
        ERRORS_FILE: path.join(dir, 'errors.txt'),
        PUBLIC_URL: origin,
        SESSION_CACHE_MS: 3000,
      },
      new MemoryBus(),
      createLogger('gateway', 'silent'),
    );
  });
  afterAll(async () => {
    await gateway.close();
    await Promise.all([catalog, orders, identity].map((backend) => backend.close()));
  });

  it('sends an order, its query and its body to the orders service and its answer back', async () => {
    const order = JSON.stringify({ orderItems: [], langKey: 'ru' });
    const res = await request(gateway.server)
      .post('/api/order?from=cart')
      .set('origin', origin)
      .set('content-type', 'application/json')
      .send(order)
      .expect(200);
    expect(res.body).toEqual({ ok: true });
    expect(orders.last('/api/order')).toMatchObject({ method: 'POST', url: '/api/order?from=cart', body: order });
  });

  it('routes each path of the table to its own backend and nothing else', async () => {
    await request(gateway.server).get('/api/currencyrate').expect(200);
    await request(gateway.server).get('/api/user/users').expect(200);
    await request(gateway.server).post('/api/products').set('origin', origin).send({}).expect(200);
    expect(orders.last('/api/currencyrate')?.method).toBe('GET');
    expect(identity.last('/api/user/users')?.method).toBe('GET');
    expect(catalog.last('/api/products')?.method).toBe('POST');
    const seen = () => [catalog, orders, identity].reduce((n, backend) => n + backend.requests.length, 0);
    const before = seen();
    await request(gateway.server).get('/api/orders-of-nobody').expect(404);
    expect(seen()).toBe(before);
  });

  it("answers 502 with the shop's message when a backend cannot be reached", async () => {
    const res = await request(gateway.server).get('/images/a.webp').expect(502);
    expect(res.body).toEqual({ message: 'Сервис временно недоступен' });
  });

  it('keeps its connections to a backend alive from one request to the next', async () => {
    await request(gateway.server).get('/api/currencyrate').expect(200);
    const opened = orders.connections();
    for (let i = 0; i < 5; i++) await request(gateway.server).get('/api/currencyrate').expect(200);
    expect(orders.connections()).toBe(opened);
  });
});
