import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connectSocket } from 'socket.io-client';
import { signUserHeader, USER_HEADER } from '@shop/shared';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { startShop, type Shop } from './shop';

describe('the whole shop in one process, through the gateway', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let shop: Shop;

  beforeAll(async () => {
    db = await createTestDatabase();
    shop = await startShop({
      databaseUrl: db.url,
      natsUrl: process.env.NATS_URL,
      port: 0,
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'shop-data-')),
      secret: 'whole-shop-test-secret-000000',
      env: { RATE_LIMIT_SEARCH: '5' },
      logger: (await import('@shop/shared')).createLogger('shop', 'silent'),
    });
  });
  afterAll(async () => {
    await shop?.stop();
    await db?.drop();
  });

  it('reports every service, its database and the bus on /healthz', async () => {
    const res = await fetch(`${shop.url}/healthz`);
    const body = (await res.json()) as { checks: Record<string, string> };
    expect(res.status).toBe(200);
    expect(body.checks).toMatchObject({
      catalog: expect.stringMatching(/^ok/),
      orders: expect.stringMatching(/^ok/),
      identity: expect.stringMatching(/^ok/),
      media: expect.stringMatching(/^ok/),
      bus: process.env.NATS_URL ? 'nats' : 'memory',
    });
  });

  it('serves the SPA with history fallback for any shop route, in both languages', async () => {
    for (const route of ['/', '/ua', '/ua/cart', '/information', '/edit_brands']) {
      const res = await fetch(`${shop.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toMatch(/<div id="root"( inert)?>/);
    }
  });

  it('answers an unknown catalog page with 404 and the SPA, so search engines do not index it', async () => {
    const res = await fetch(`${shop.url}/catalog/abc`);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/<div id="root"( inert)?>/);
  });

  it('routes API calls to their service', async () => {
    const res = await fetch(`${shop.url}/api/catalogs`);
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it('answers an unknown API path with JSON, not the SPA', async () => {
    const res = await fetch(`${shop.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  it('ignores a user header forged by the browser', async () => {
    const forged = signUserHeader({ _id: 'x', userName: 'x', phone: '1', authMethod: 'x', isAdmin: true }, 'guess');
    const res = await fetch(`${shop.url}/api/error`, { method: 'DELETE', headers: { [USER_HEADER]: forged } });
    expect(res.status).toBe(401);
    const signedWithRealSecret = signUserHeader(
      { _id: 'x', userName: 'x', phone: '1', authMethod: 'x', isAdmin: true },
      'whole-shop-test-secret-000000',
    );
    const again = await fetch(`${shop.url}/errors/errors.txt`, { headers: { [USER_HEADER]: signedWithRealSecret } });
    expect(again.status).toBe(401);
  });

  it('emits authkey over socket.io to the room of a confirmed key', async () => {
    const socket = connectSocket(shop.url, {
      path: '/socket.io',
      auth: { authKey: 'Ab3dEf7h' },
      transports: ['websocket'],
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const received = new Promise<string>((resolve) => socket.on('authkey', resolve));
    await new Promise((r) => setTimeout(r, 100));
    await shop.bus.publish('identity.user.authenticated', { authKey: 'Ab3dEf7h', userId: 'u1' });
    await expect(received).resolves.toBe('Ab3dEf7h');
    socket.close();
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await fetch(`${shop.url}/`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a declared body over the limit before it reaches a service', async () => {
    const res = await fetch(`${shop.url}/api/products/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ string: 'x'.repeat(2 * 1024 * 1024), langKey: 'ru' }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Слишком большой запрос' });
  });

  it('refuses a cookie-carrying write from a foreign site', async () => {
    const res = await fetch(`${shop.url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sid=whatever', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('limits search requests per address with 429 and a message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${shop.url}/api/products/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ string: 'носки', langKey: 'ru' }),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(((await res.json()) as { message: string }).message).toMatch(/Слишком много/);
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
