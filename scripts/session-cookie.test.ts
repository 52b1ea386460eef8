import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGateway, listen, type Gateway } from '@shop/gateway';
import { identityService } from '@shop/identity';
import { createLogger } from '@shop/shared';
import { startTestService, TEST_SECRET, type TestService } from '@shop/shared/src/testing/service';
import { confirmThroughDemoMessenger, logIn, newAuthKey } from './testing/demo-sign-in';

/** The session cookie a shopper gets through the gateway, as identity really sets it. */
describe('the session cookie through the gateway', () => {
  let identity: TestService;
  const gateways: Gateway[] = [];

  beforeAll(async () => {
    identity = await startTestService(identityService, { env: { SHOP_DEMO: '1' } });
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await identity?.stop();
  });

  async function shopAt(publicUrl: string): Promise<string> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'session-cookie-'));
    const nowhere = 'http://127.0.0.1:9';
    const gateway = await createGateway(
      {
        INTERNAL_SECRET: TEST_SECRET,
        CATALOG_URL: nowhere,
        ORDERS_URL: nowhere,
        IDENTITY_URL: identity.url,
        MEDIA_URL: nowhere,
        WEB_DIST: dir,
        ERRORS_FILE: path.join(dir, 'errors.txt'),
        PUBLIC_URL: publicUrl,
        SESSION_CACHE_MS: 0,
      },
      identity.bus,
      createLogger('gateway', 'silent'),
    );
    gateways.push(gateway);
    return `http://127.0.0.1:${await listen(gateway.server, 0)}`;
  }

  async function confirmedKey(shopUrl: string, phone: string) {
    const authKey = newAuthKey();
    await confirmThroughDemoMessenger(shopUrl, authKey, { phone, userName: 'Оля' });
    return authKey;
  }

  /** Signs in and answers the whole Set-Cookie of the sign-in. */
  async function signInAt(shopUrl: string, phone: string) {
    const res = await fetch(`${shopUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authKey: await confirmedKey(shopUrl, phone) }),
    });
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie') ?? '';
  }

  it('is httpOnly and SameSite=Lax but not Secure on a plain-http shop (local development keeps working)', async () => {
    const shop = await shopAt('http://localhost:3000');
    const cookie = await signInAt(shop, '380500007001');
    expect(cookie).toMatch(/^sid=[^;]+;.*HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const { cookie: pair } = await logIn(shop, await confirmedKey(shop, '380500007001'));
    const out = await fetch(`${shop}/api/user/logout`, { headers: { cookie: pair } });
    expect(out.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('is Secure when PUBLIC_URL is https, on sign-in and on logout', async () => {
    const shop = await shopAt('https://shop.example');
    const cookie = await signInAt(shop, '380500007002');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    const { cookie: pair } = await logIn(shop, await confirmedKey(shop, '380500007002'));
    const out = await fetch(`${shop}/api/user/logout`, { headers: { cookie: pair, 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^sid=;.*Secure/);
  });
});
