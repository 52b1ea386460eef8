import { randomBytes } from 'node:crypto';

/** An 8-character sign-in key, as the login page makes. */
export const newAuthKey = () => randomBytes(4).toString('hex');

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

async function expectOk(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/**
 * The login page registers its key, the demo messenger (SHOP_DEMO=1, no bots, not production) opens the link
 * and shares the phone: identity confirms the key and publishes identity.user.authenticated.
 */
export async function confirmThroughDemoMessenger(
  shopUrl: string,
  authKey: string,
  user: { phone: string; userName: string },
) {
  await expectOk(await post(`${shopUrl}/api/user/auth-key`, { authKey, langKey: 'ru' }), 'auth-key');
  await expectOk(await post(`${shopUrl}/api/user/demo-login`, { authKey, ...user }), 'demo-login');
}

/** POST /api/user/login with a confirmed key: the user and the `sid=...` cookie pair to send back. */
export async function logIn(
  shopUrl: string,
  authKey: string,
): Promise<{ user: { _id: string; isAdmin: boolean }; cookie: string }> {
  const res = await expectOk(await post(`${shopUrl}/api/user/login`, { authKey }), 'login');
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const { user } = (await res.json()) as { user: { _id: string; isAdmin: boolean } };
  return { user, cookie };
}
