import type { BrowserContext } from 'playwright-core';
import { normalizePhone } from '@shop/identity/src/users/phone';
import { setAdminByPhone } from '@shop/identity/src/users/repo';
import type { Shop } from '../shop';

export interface DemoUser {
  phone: string;
  userName: string;
  admin?: boolean;
}

/** Signs a browser context in through the demo messenger (the same code path as the bots); optionally as admin. */
export async function signInContext(
  shop: Shop,
  baseUrl: string,
  context: BrowserContext,
  user: DemoUser,
): Promise<{ _id: string }> {
  const url = (pathname: string) => `${baseUrl}${pathname}`;
  const authKey = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  const request = context.request;
  const registered = await request.post(url('/api/user/auth-key'), { data: { authKey, langKey: 'ru' } });
  if (!registered.ok()) throw new Error(`auth-key: ${registered.status()} ${await registered.text()}`);
  const confirmed = await request.post(url('/api/user/demo-login'), {
    data: { authKey, phone: user.phone, userName: user.userName },
  });
  if (!confirmed.ok()) throw new Error(`demo-login: ${confirmed.status()} ${await confirmed.text()}`);
  if (user.admin) {
    const identity = shop.services.find((s) => s.name === 'identity')!;
    await setAdminByPhone(identity.pool, normalizePhone(user.phone), true);
  }
  const login = await request.post(url('/api/user/login'), { data: { authKey } });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const { user: signedIn } = (await login.json()) as { user: { _id: string } };
  await context.addCookies([{ name: 'user', value: encodeURIComponent(JSON.stringify(signedIn)), url: baseUrl }]);
  return signedIn;
}
