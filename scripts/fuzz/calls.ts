import { loadOrderBodies } from '../bench/fixtures';

/** One JSON call of spec section 7: a body template (a valid body) and/or the ids its path takes. */
export interface FuzzCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  template?: unknown;
  /** Real ids for `{id}` in the path. */
  ids?: string[];
}

interface Named {
  _id: string;
}

const idsOf = (items: Named[]) => items.map((item) => item._id);
const withoutId = ({ _id: _, ...rest }: Named & Record<string, unknown>) => rest;

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

async function postJson<T>(url: string, body: unknown, cookie = ''): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every call with a body or a path id, with valid bodies and real ids taken from the seeded shop. */
export async function sectionSevenCalls(shopUrl: string, adminCookie: string, adminId: string): Promise<FuzzCall[]> {
  const get = <T>(p: string) => getJson<T>(`${shopUrl}${p}`, adminCookie);
  type Rec = Named & Record<string, unknown>;
  const [brands, catalogs, options, gallery, information] = await Promise.all([
    get<Rec[]>('/api/brands'),
    get<(Rec & { parentId: string | null })[]>('/api/catalogs'),
    get<Rec[]>('/api/options'),
    get<Rec[]>('/api/gallery'),
    get<unknown>('/api/information'),
  ]);
  const root = catalogs.find((c) => !c.parentId)!;
  const products = await postJson<Rec[]>(`${shopUrl}/api/products/catalog`, { brandIds: [], catalogId: root._id });
  const [orderBody] = await loadOrderBodies(shopUrl, shopUrl, 1);
  const order = await postJson<Named>(`${shopUrl}/api/order`, JSON.parse(orderBody), adminCookie);
  const productIds = idsOf(products);
  const card = gallery[0];
  return [
    { method: 'POST', path: '/api/currencyrate', template: { USD: 41.5, EUR: 45.2 } },
    {
      method: 'PUT',
      path: '/api/currencyrate/sources',
      template: { USD: { source: 'nbu', markup: 2.5 }, EUR: { source: 'manual', markup: 0 } },
    },
    { method: 'POST', path: '/api/catalogs/navbar', template: { brandIds: idsOf(brands).slice(0, 2) } },
    { method: 'GET', path: '/api/catalogs/catalog/{id}', ids: idsOf(catalogs) },
    {
      method: 'POST',
      path: '/api/catalogs',
      template: { name: { ru: 'Новый', ua: 'Новий' }, parent: root.name, parentId: root._id, image: root.image },
    },
    { method: 'PUT', path: '/api/catalogs', template: catalogs[catalogs.length - 1] },
    { method: 'DELETE', path: '/api/catalogs/catalog/{id}', ids: idsOf(catalogs) },
    {
      method: 'POST',
      path: '/api/products/catalog',
      template: { brandIds: idsOf(brands).slice(0, 1), catalogId: root._id },
    },
    { method: 'GET', path: '/api/products/product/{id}', ids: productIds },
    { method: 'GET', path: '/api/products/brand/{id}', ids: idsOf(brands) },
    { method: 'POST', path: '/api/products/search', template: { string: 'носки', langKey: 'ru' } },
    { method: 'POST', path: '/api/products', template: withoutId(products[0]) },
    { method: 'PUT', path: '/api/products', template: products[1] },
    { method: 'DELETE', path: '/api/products/{id}', ids: productIds },
    { method: 'POST', path: '/api/information', template: information },
    {
      method: 'POST',
      path: '/api/information/contacts',
      template: {
        name: { ru: 'Ажур', ua: 'Ажур' },
        phones: ['+38 (067) 123-45-67', '+38 (050) 123-45-67', ''],
        map: { lat: 46.3995, lng: 30.6305 },
      },
    },
    {
      method: 'PUT',
      path: '/api/user',
      template: {
        delivery: {
          name: 'Ира',
          surname: 'Котова',
          phone: '+38 (067) 555-44-33',
          city: 'Киев',
          carrier: 'Новая Почта',
          branch: '12',
        },
        userPhone: '380675554433',
      },
    },
    { method: 'POST', path: '/api/user/login', template: { authKey: 'abcd1234' } },
    { method: 'GET', path: '/api/order/{id}', ids: [order._id] },
    { method: 'GET', path: '/api/order/user/{id}', ids: [adminId] },
    { method: 'POST', path: '/api/order', template: JSON.parse(orderBody) },
    { method: 'DELETE', path: '/api/order/delete/{id}', ids: [order._id] },
    { method: 'POST', path: '/api/gallery', template: card },
    { method: 'DELETE', path: '/api/gallery/{id}', ids: idsOf(gallery) },
    {
      method: 'POST',
      path: '/api/gallery/cards',
      template: { cards: gallery.map((c, i) => ({ _id: c._id, order: gallery.length - i })) },
    },
    { method: 'POST', path: '/api/options', template: withoutId(options[0]) },
    { method: 'PUT', path: '/api/options', template: options[0] },
    { method: 'DELETE', path: '/api/options/{id}', ids: idsOf(options) },
    { method: 'POST', path: '/api/brands', template: withoutId(brands[0]) },
    { method: 'PUT', path: '/api/brands', template: brands[0] },
    { method: 'DELETE', path: '/api/brands/{id}', ids: idsOf(brands) },
    { method: 'POST', path: '/api/translate', template: { ru: 'Носки мужские' } },
  ];
}
