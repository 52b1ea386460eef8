import { randomBytes } from 'node:crypto';
import { loadOrderBodies } from './bench/fixtures';
import { startFuzzShop, type FuzzShop } from './fuzz/fuzz-shop';
import { confirmThroughDemoMessenger, logIn, newAuthKey } from './testing/demo-sign-in';

/**
 * Spec section 6 through the gateway: every call of section 7 as a visitor, a signed-in customer and an
 * administrator. "open" calls are never refused for who the caller is; "admin" calls answer 401 to
 * visitors and 403 to customers; "user" calls need a session and reach only the caller's own data.
 */
type Access = 'open' | 'admin' | 'user';
type Call = { method: string; path: string; body?: unknown; access: Access };

const MISSING = '0123456789abcdef01234567';

function calls(ids: { customer: string; other: string; order: string }): Call[] {
  const open = (method: string, path: string, body?: unknown): Call => ({ method, path, body, access: 'open' });
  const admin = (method: string, path: string, body?: unknown): Call => ({ method, path, body, access: 'admin' });
  return [
    open('GET', '/api/products/showcase'),
    open('GET', '/api/currencyrate'),
    admin('POST', '/api/currencyrate', { USD: 41.5, EUR: 45.2 }),
    admin('GET', '/api/currencyrate/sources'),
    admin('PUT', '/api/currencyrate/sources', {}),
    open('GET', '/api/catalogs'),
    open('POST', '/api/catalogs/navbar', { brandIds: [] }),
    open('GET', `/api/catalogs/catalog/${MISSING}`),
    admin('POST', '/api/catalogs', {}),
    admin('PUT', '/api/catalogs', {}),
    admin('DELETE', `/api/catalogs/catalog/${MISSING}`),
    open('POST', '/api/products/catalog', { brandIds: [], catalogId: MISSING }),
    open('GET', `/api/products/product/${MISSING}`),
    open('GET', `/api/products/brand/${MISSING}`),
    open('POST', '/api/products/search', { string: 'носки', langKey: 'ru' }),
    admin('POST', '/api/products', {}),
    admin('PUT', '/api/products', {}),
    admin('DELETE', `/api/products/${MISSING}`),
    open('GET', '/api/information'),
    admin('POST', '/api/information', {}),
    open('GET', '/api/information/contacts'),
    admin('POST', '/api/information/contacts', {}),
    admin('GET', '/api/user'),
    { method: 'PUT', path: '/api/user', body: {}, access: 'user' },
    open('GET', '/api/user/logout'),
    admin('GET', '/api/order'),
    { method: 'GET', path: `/api/order/${ids.order}`, access: 'user' },
    { method: 'GET', path: `/api/order/user/${ids.customer}`, access: 'user' },
    open('POST', '/api/order', {}),
    admin('DELETE', `/api/order/delete/${MISSING}`),
    admin('GET', '/api/order/list?status=new&q=700'),
    admin('POST', `/api/order/${ids.order}/status`, { status: 'delivered' }),
    admin('GET', `/api/order/${ids.order}/waybill`),
    admin('POST', `/api/order/${ids.order}/waybill`),
    admin('GET', `/api/order/${ids.order}/waybill/label`),
    open('GET', '/api/gallery'),
    admin('POST', '/api/gallery', {}),
    admin('DELETE', `/api/gallery/${MISSING}`),
    admin('POST', '/api/gallery/cards', { cards: [] }),
    open('GET', '/api/options'),
    admin('POST', '/api/options', {}),
    admin('PUT', '/api/options', {}),
    admin('DELETE', `/api/options/${MISSING}`),
    open('GET', '/api/brands'),
    admin('POST', '/api/brands', {}),
    admin('PUT', '/api/brands', {}),
    admin('DELETE', `/api/brands/${MISSING}`),
    admin('POST', '/api/image?ratio=1'),
    admin('POST', '/api/translate', { ru: 'Носки' }),
    admin('DELETE', '/api/error'),
    admin('GET', '/api/sitemap'),
    admin('GET', '/errors/errors.txt'),
  ];
}

describe('the permission matrix of spec section 6, through the gateway', () => {
  let fuzz: FuzzShop;
  const cookies: Record<'visitor' | 'customer' | 'other' | 'admin', string> = {
    visitor: '',
    customer: '',
    other: '',
    admin: '',
  };
  const ids = { customer: '', other: '', order: '' };

  const send = async (call: Call, cookie: string) => {
    const res = await fetch(`${fuzz.shop.url}${call.path}`, {
      method: call.method,
      headers: { cookie, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const text = await res.text();
    return { status: res.status, text };
  };

  const signIn = async (phone: string, userName: string) => {
    const authKey = newAuthKey();
    await confirmThroughDemoMessenger(fuzz.shop.url, authKey, { phone, userName });
    return logIn(fuzz.shop.url, authKey);
  };

  beforeAll(async () => {
    fuzz = await startFuzzShop();
    cookies.admin = fuzz.adminCookie;
    const customer = await signIn('+38 (050) 700-00-01', 'Покупатель');
    const other = await signIn('+38 (050) 700-00-02', 'Другой');
    Object.assign(cookies, { customer: customer.cookie, other: other.cookie });
    Object.assign(ids, { customer: customer.user._id, other: other.user._id });
    const [orderBody] = await loadOrderBodies(fuzz.shop.url, fuzz.shop.url, 1);
    const placed = await fetch(`${fuzz.shop.url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: customer.cookie },
      body: orderBody,
    });
    expect(placed.status).toBe(201);
    ids.order = ((await placed.json()) as { _id: string })._id;
  }, 240_000);
  afterAll(() => fuzz?.stop());

  it('refuses admin calls to visitors (401) and customers (403), and lets admins through', async () => {
    const wrong: string[] = [];
    for (const call of calls(ids).filter((c) => c.access === 'admin')) {
      const [visitor, customer, admin] = [
        await send(call, cookies.visitor),
        await send(call, cookies.customer),
        await send(call, cookies.admin),
      ];
      if (visitor.status !== 401) wrong.push(`${call.method} ${call.path} visitor ${visitor.status}`);
      if (customer.status !== 403) wrong.push(`${call.method} ${call.path} customer ${customer.status}`);
      if ([401, 403].includes(admin.status) || admin.status >= 500)
        wrong.push(`${call.method} ${call.path} admin ${admin.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never refuses open calls because of who calls them, and never answers 5xx', async () => {
    const wrong: string[] = [];
    for (const call of calls(ids).filter((c) => c.access === 'open' && c.path !== '/api/user/logout')) {
      for (const role of ['visitor', 'customer', 'admin'] as const) {
        const { status } = await send(call, cookies[role]);
        if ([401, 403].includes(status) || status >= 500) wrong.push(`${call.method} ${call.path} ${role} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("lets a customer reach only their own orders and profile; an admin reaches anyone's", async () => {
    const ownOrders = `/api/order/user/${ids.customer}`;
    const othersOrders = `/api/order/user/${ids.other}`;
    expect((await send({ method: 'GET', path: ownOrders, access: 'user' }, cookies.visitor)).status).toBe(401);
    expect((await send({ method: 'GET', path: ownOrders, access: 'user' }, cookies.customer)).status).toBe(200);
    expect((await send({ method: 'GET', path: othersOrders, access: 'user' }, cookies.customer)).status).toBe(403);
    expect((await send({ method: 'GET', path: othersOrders, access: 'user' }, cookies.admin)).status).toBe(200);
    const customersOrder = { method: 'GET', path: `/api/order/${ids.order}`, access: 'user' as const };
    expect((await send(customersOrder, cookies.visitor)).status).toBe(401);
    expect((await send(customersOrder, cookies.customer)).status).toBe(200);
    expect([403, 404]).toContain((await send(customersOrder, cookies.other)).status);
    expect((await send(customersOrder, cookies.admin)).status).toBe(200);
    const profile = { method: 'PUT', path: '/api/user', access: 'user' as const };
    const body = {
      delivery: { name: 'Ира', surname: '', phone: '', city: '', carrier: '', branch: '' },
      userPhone: '380507000001',
    };
    expect((await send({ ...profile, body }, cookies.visitor)).status).toBe(401);
    expect((await send({ ...profile, body }, cookies.customer)).status).toBe(200);
    expect((await send({ ...profile, body }, cookies.other)).status).toBe(403);
  });

  it('ends a session on logout at once for the services behind the gateway', async () => {
    const session = await signIn('+38 (050) 700-00-03', 'Уходящий');
    const mine = { method: 'GET', path: `/api/order/user/${session.user._id}`, access: 'user' as const };
    expect((await send(mine, session.cookie)).status).toBe(200);
    expect((await send({ method: 'GET', path: '/api/user/logout', access: 'open' }, session.cookie)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 3100));
    expect((await send(mine, session.cookie)).status).toBe(401);
  });

  it('collects errors of every service into the errors file that an admin opens and clears', async () => {
    const message = `проверка файла ошибок ${randomBytes(4).toString('hex')}`;
    await fuzz.shop.bus.publish('log.error', { service: 'orders', message });
    const read = () => send({ method: 'GET', path: '/errors/errors.txt', access: 'admin' }, cookies.admin);
    for (let i = 0; i < 50 && !(await read()).text.includes(message); i++) await new Promise((r) => setTimeout(r, 100));
    expect((await read()).text).toContain(`[orders] ${message}`);
    const cleared = await send({ method: 'DELETE', path: '/api/error', access: 'admin' }, cookies.admin);
    expect(JSON.parse(cleared.text)).toEqual({ message: 'Файл ошибок очищен' });
    // Other test files share the machine's NATS: their errors may arrive after the clearing, ours is gone.
    expect((await read()).text).not.toContain(message);
  });
});
