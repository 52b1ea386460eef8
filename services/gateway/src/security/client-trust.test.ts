import type { IncomingHttpHeaders } from 'node:http';
import { io as connect } from 'socket.io-client';
import request from 'supertest';
import { MemoryBus, USER_HEADER } from '@shop/shared';
import { listen, type Gateway, type GatewayOptions } from '../app';
import { gatewayBefore } from '../testing/test-gateway';
import { startRecordingBackend } from '../testing/recording-backend';

/** Every backend is the recording one: the test sees what the gateway passes on. */
let backend: Awaited<ReturnType<typeof startRecordingBackend>>;
const gateways: Gateway[] = [];

async function gatewayWith(options: Partial<GatewayOptions>) {
  const urls = { CATALOG_URL: backend.url, ORDERS_URL: backend.url, IDENTITY_URL: backend.url, MEDIA_URL: backend.url };
  const gateway = await gatewayBefore(backend.url, new MemoryBus(), { ...urls, GATEWAY_CACHE_MB: 0, ...options });
  gateways.push(gateway);
  return gateway;
}

beforeAll(async () => {
  backend = await startRecordingBackend();
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await backend.close();
});

/** A proxy the tests are not: with it as the only trusted one, the test client (loopback) is an ordinary client. */
const ELSEWHERE = '192.0.2.10';
const FORGED = {
  [USER_HEADER]: 'eyJ1c2VyIjp7Il9pZCI6IjEiLCJpc0FkbWluIjp0cnVlfX0.forged',
  'x-shop-internal': 'guessed-secret-0123456789',
  forwarded: 'for=203.0.113.66;proto=https',
  'x-forwarded-for': '203.0.113.66',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-real-ip': '203.0.113.66',
};
const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$/;

function expectOnlyTheGatewaysWord(headers: IncomingHttpHeaders | undefined) {
  expect(headers).toBeDefined();
  for (const name of [USER_HEADER, 'x-shop-internal', 'forwarded', 'x-forwarded-host', 'x-real-ip'])
    expect(headers![name]).toBeUndefined();
  expect(headers!['x-forwarded-for']).toMatch(LOOPBACK);
  expect(headers!['x-forwarded-proto']).toBe('http');
}

describe('headers only the gateway may set', () => {
  it.each([
    ['GET', '/api/products/showcase', 'the catalog, from the fast lane'],
    ['POST', '/api/products/search', 'the catalog, from the fast lane'],
    ['DELETE', '/api/products/1', 'the catalog, through express'],
    ['GET', '/api/order/user/1', 'orders'],
    ['GET', '/api/user/list', 'identity'],
    ['POST', '/bots/telegram', 'the Telegram webhook'],
    ['POST', '/bots/viber', 'the Viber webhook'],
    ['GET', '/images/products/a.webp', 'image files'],
    ['POST', '/api/image', 'image upload'],
  ])('never reach a backend: %s %s (%s)', async (method, path) => {
    const gateway = await gatewayWith({ TRUST_PROXY: ELSEWHERE });
    const call =
      method === 'GET'
        ? request(gateway.handler).get(path)
        : request(gateway.handler)[method === 'POST' ? 'post' : 'delete'](path);
    await call
      .set(FORGED)
      .send(method === 'GET' ? undefined : { string: 'носки' })
      .expect(200);
    expectOnlyTheGatewaysWord(backend.last(path)?.headers);
  });

  it('make nobody an admin of the errors file', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: ELSEWHERE });
    await request(gateway.handler).get('/errors/errors.txt').set(FORGED).expect(401);
    await request(gateway.handler).delete('/api/error').set(FORGED).expect(401);
  });

  it('are gone from socket.io requests and websocket upgrades before anything handles them', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: ELSEWHERE });
    const port = await listen(gateway.server, 0);
    const seen: IncomingHttpHeaders[] = [];
    gateway.server.on('request', (req) => seen.push({ ...req.headers }));
    gateway.server.on('upgrade', (req) => seen.push({ ...req.headers }));
    for (const transports of [['polling'], ['websocket']]) {
      const socket = connect(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        transports,
        auth: { authKey: 'abcd1234' },
        extraHeaders: FORGED,
      });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      socket.close();
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.some((headers) => headers.upgrade === 'websocket')).toBe(true);
    for (const headers of seen) expectOnlyTheGatewaysWord(headers);
    await new Promise((resolve) => gateway.server.close(resolve));
  });
});

describe('TRUST_PROXY: the client address behind a proxy', () => {
  const logIn = (gateway: Gateway, forwardedFor: string) =>
    request(gateway.handler).post('/api/user/login').set('x-forwarded-for', forwardedFor).send({ authKey: 'abcd1234' });
  const search = (gateway: Gateway, forwardedFor: string) =>
    request(gateway.handler).post('/api/products/search').set('x-forwarded-for', forwardedFor).send({ string: 'a' });

  it.each([
    ['sign-in (express)', logIn],
    ['search (the fast lane)', search],
  ])('limits two clients behind a trusted proxy separately: %s', async (_what, call) => {
    const gateway = await gatewayWith({ TRUST_PROXY: 'loopback', RATE_LIMIT_SIGNIN: 2, RATE_LIMIT_SEARCH: 2 });
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await call(gateway, '198.51.100.1')).status);
    expect(first).toEqual([200, 200, 429]);
    // What the client itself claimed (left) is not believed: the proxy's last entry is the client.
    expect((await call(gateway, '203.0.113.66, 198.51.100.2')).status).toBe(200);
    expect((await call(gateway, '198.51.100.2')).status).toBe(200);
    expect((await call(gateway, '198.51.100.2')).status).toBe(429);
  });

  it('passes the client it counted on to the services, alone', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: 'loopback, 172.16.0.0/12' });
    await logIn(gateway, '203.0.113.66, 198.51.100.7').expect(200);
    expect(backend.last('/api/user/login')?.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: ELSEWHERE, RATE_LIMIT_SIGNIN: 2, RATE_LIMIT_SEARCH: 2 });
    for (const call of [logIn, search]) {
      const statuses = [];
      for (const spoofed of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
        statuses.push((await call(gateway, spoofed)).status);
      expect(statuses).toEqual([200, 200, 429]);
    }
    expect(backend.last('/api/user/login')?.headers['x-forwarded-for']).toMatch(LOOPBACK);
  });
});

describe('https: HSTS and what the services are told', () => {
  const hsts = 'max-age=31536000; includeSubDomains';
  const paths = ['/api/products/showcase', '/api/order/user/1', '/'];

  it('sends no HSTS to a plain-http shop (local development)', async () => {
    const gateway = await gatewayWith({ PUBLIC_URL: 'http://localhost:3000' });
    for (const path of paths) {
      const res = await request(gateway.handler).get(path);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect(backend.last('/api/order/user/1')?.headers['x-forwarded-proto']).toBe('http');
  });

  it('sends HSTS on every answer and tells the services https when PUBLIC_URL is https', async () => {
    const gateway = await gatewayWith({ PUBLIC_URL: 'https://shop.example' });
    for (const path of paths) {
      const res = await request(gateway.handler).get(path);
      expect(res.headers['strict-transport-security']).toBe(hsts);
    }
    expect(backend.last('/api/order/user/1')?.headers['x-forwarded-proto']).toBe('https');
  });

  it('believes X-Forwarded-Proto https from a trusted proxy only', async () => {
    const trusted = await gatewayWith({ PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: 'loopback' });
    const res = await request(trusted.handler).get('/api/order/user/1').set('x-forwarded-proto', 'https');
    expect(res.headers['strict-transport-security']).toBe(hsts);
    expect(backend.last('/api/order/user/1')?.headers['x-forwarded-proto']).toBe('https');

    const untrusted = await gatewayWith({ PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: ELSEWHERE });
    const spoofed = await request(untrusted.handler).get('/api/order/user/1').set('x-forwarded-proto', 'https');
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    expect(backend.last('/api/order/user/1')?.headers['x-forwarded-proto']).toBe('http');
  });
});

describe('logout (a GET) started by another site', () => {
  const logout = (gateway: Gateway, headers: Record<string, string>, path = '/api/user/logout') =>
    request(gateway.handler).get(path).set(headers);

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://shop.example' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ referer: 'https://evil.example/page' }],
  ])('is refused with 403 and never reaches identity: %j', async (headers) => {
    const gateway = await gatewayWith({ PUBLIC_URL: 'https://shop.example' });
    const before = backend.requests.length;
    for (const path of ['/api/user/logout', '/api/user/logout/', '/api/user/LOGOUT']) {
      const res = await logout(gateway, headers, path).expect(403);
      expect(res.body).toEqual({ message: 'Запрос с чужого сайта отклонён' });
    }
    expect(backend.requests.length).toBe(before);
  });

  it.each([
    ['the shop’s own page', { 'sec-fetch-site': 'same-origin' }],
    ['a typed address or a bookmark', { 'sec-fetch-site': 'none' }],
    ['an old browser on the shop’s page', { referer: 'https://shop.example/profile' }],
    ['an old browser, same origin fetch', { origin: 'https://shop.example' }],
    ['curl (says nothing)', {}],
  ])('passes from %s', async (_who, headers) => {
    const gateway = await gatewayWith({ PUBLIC_URL: 'https://shop.example' });
    await logout(gateway, headers).expect(200);
    expect(backend.last('/api/user/logout')).toBeDefined();
  });
});
