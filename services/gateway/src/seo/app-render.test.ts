import { CATALOG_MEN, HOSTILE_NAME, PRODUCT_1, startFakeCatalog, type FakeCatalog } from '../testing/fake-catalog';
import { ANSWER_MAX_CHARS, type ApiKey, type AppData, type AppRenderer } from './app-render';
import { attr, parseHtml, textOf } from '../testing/html-query';
import { renderSpaPage, type SeoDeps } from './render';

const PUBLIC = 'https://shop.example';
const INDEX = `<!doctype html>
<html lang="ru">
  <head><title>Ажур</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const P1_RU = `/product/${PRODUCT_1.slug.ru}/${PRODUCT_1._id}`;
const MEN_RU = `/catalog/${CATALOG_MEN.slug.ru}/${CATALOG_MEN._id}`;
const ORDERS = 'http://orders.test';
const RATES = { USD: 41.5, EUR: 45.2 };

/**
 * A stand-in for the web app's server bundle: it names the reads of a page like the app does and renders what it
 * was given (its names unescaped on purpose, so the test sees what the gateway itself escapes).
 */
function fakeApp(
  keys: AppRenderer['dataKeys'],
  render?: (url: string, data: AppData) => string,
): AppRenderer & {
  calls: { url: string; data: AppData }[];
} {
  const calls: { url: string; data: AppData }[] = [];
  return {
    calls,
    dataScriptId: 'app-data',
    dataKeys: keys,
    render: async (url, data) => {
      calls.push({ url, data });
      return render ? render(url, data) : `<main class="app">${data.answers.length} answers for ${url}</main>`;
    },
  };
}

const productKeys = (pathname: string): ApiKey[] => {
  const id = /^\/(?:ua\/)?product\/[^/]+\/([^/]+)$/.exec(pathname)?.[1];
  return id ? [`/api/products/product/${id}`, '/api/currencyrate', '/api/user/profile'] : [];
};

const dataOf = (html: string): AppData => {
  const script = parseHtml(html).find('script', { type: 'application/json', id: 'app-data' });
  expect(script).toHaveLength(1);
  return JSON.parse(textOf(script[0])) as AppData;
};

describe('renderSpaPage with the app server bundle', () => {
  let catalog: FakeCatalog;
  let deps: SeoDeps;
  let requests: string[];
  beforeAll(async () => {
    catalog = await startFakeCatalog('secret-0123456789abcdef');
  });
  afterAll(() => catalog.close());
  beforeEach(() => {
    requests = [];
    const counted: typeof fetch = async (input, init) => {
      const url = String(input);
      requests.push(`${init?.method ?? 'GET'} ${url.replace(catalog.url, 'catalog:')}`);
      if (url === `${ORDERS}/api/currencyrate`) return Response.json(RATES);
      return fetch(input, init);
    };
    deps = { catalogUrl: catalog.url, ordersUrl: ORDERS, publicUrl: PUBLIC, fetch: counted };
  });

  it("puts the app's HTML into #root and its answers after it; the head stays the page's", async () => {
    const app = fakeApp(productKeys);
    const page = await renderSpaPage(`${P1_RU}?utm=1`, INDEX, deps, app);
    expect(page.status).toBe(200);
    const doc = parseHtml(page.html);
    const root = doc.find('div', { id: 'root' })[0];
    expect(textOf(root)).toBe(`2 answers for ${P1_RU}?utm=1`);
    expect(attr(root, 'inert')).toBe('');
    expect(doc.find('div', { class: 'seo-prerender' })).toEqual([]);
    expect(doc.all('title').map(textOf)[0]).toContain('купить оптом');
    expect(doc.find('link', { rel: 'canonical' })).toHaveLength(1);
    const data = dataOf(page.html);
    expect(data).toEqual(app.calls[0].data);
    expect(data.answers.map(([key]) => key)).toEqual([`/api/products/product/${PRODUCT_1._id}`, '/api/currencyrate']);
    expect((data.answers[0][1] as { product: { name: { ru: string } } }).product.name.ru).toBe(HOSTILE_NAME);
    expect(data.answers[1][1]).toEqual(RATES);
    expect(Number.isInteger(data.seed)).toBe(true);
  });

  it('asks the catalog once per read (the head and the app share it) and never for a private route', async () => {
    await renderSpaPage(P1_RU, INDEX, deps, fakeApp(productKeys));
    expect(requests.sort()).toEqual(
      [
        `GET ${ORDERS}/api/currencyrate`,
        `GET catalog:/api/products/product/${PRODUCT_1._id}`,
        'GET catalog:/api/information/contacts',
      ].sort(),
    );
  });

  it('leaves the rates to the browser when the orders service is not known', async () => {
    const page = await renderSpaPage(P1_RU, INDEX, { ...deps, ordersUrl: undefined }, fakeApp(productKeys));
    expect(dataOf(page.html).answers.map(([key]) => key)).toEqual([`/api/products/product/${PRODUCT_1._id}`]);
  });

  it('writes the answers so that no text in them can end the script or open markup', async () => {
    const page = await renderSpaPage(P1_RU, INDEX, deps, fakeApp(productKeys));
    const script = /<script type="application\/json" id="app-data">([\s\S]*?)<\/script>/.exec(page.html)![1];
    expect(script).not.toMatch(/<|>/);
    expect(page.html).not.toContain('<script>alert');
    const scripts = parseHtml(page.html).all('script');
    expect(scripts.map((s) => attr(s, 'type'))).toEqual([
      'module',
      ...Array(scripts.length - 2).fill('application/ld+json'),
      'application/json',
    ]);
  });

  it('sends POST reads with their body (catalog products) and shares them with the head', async () => {
    const keys = (): ApiKey[] => [
      `/api/catalogs/catalog/${CATALOG_MEN._id}`,
      ['/api/products/catalog', { brandIds: [], catalogId: CATALOG_MEN._id }],
    ];
    const page = await renderSpaPage(MEN_RU, INDEX, deps, fakeApp(keys));
    expect(dataOf(page.html).answers.map(([, value]) => (Array.isArray(value) ? value.length : 'catalog'))).toEqual([
      'catalog',
      2,
    ]);
    expect(requests.sort()).toEqual(
      [
        `GET catalog:/api/catalogs/catalog/${CATALOG_MEN._id}`,
        'POST catalog:/api/products/catalog',
        'GET catalog:/api/information/contacts',
      ].sort(),
    );
  });

  it('asks the app again with the answers for reads that depend on them (the brands of the catalog)', async () => {
    const productKey = `/api/products/product/${PRODUCT_1._id}`;
    const keys = (_pathname: string, answer?: (key: ApiKey) => unknown): ApiKey[] => {
      const product = (answer?.(productKey) as { product?: { catalogId: { _id: string } } } | undefined)?.product;
      return [productKey, product ? `/api/brands?catalogId=${product.catalogId._id}` : '/api/brands'];
    };
    const page = await renderSpaPage(P1_RU, INDEX, deps, fakeApp(keys));
    expect(dataOf(page.html).answers).toEqual([
      [productKey, expect.objectContaining({ product: expect.anything() })],
      [`/api/brands?catalogId=${CATALOG_MEN._id}`, [expect.objectContaining({ qnt: 2 })]],
    ]);
  });

  it('renders nothing of the app for its pages without data, a missing product or a redirect', async () => {
    const app = fakeApp(productKeys);
    const cart = await renderSpaPage('/cart', INDEX, deps, app);
    expect(cart.html).not.toContain('app-data');
    const missing = await renderSpaPage('/product/x/p00000000000000000000404', INDEX, deps, app);
    expect(missing.status).toBe(404);
    expect(missing.html).not.toContain('app-data');
    expect(missing.html).toContain('seo-prerender');
    const moved = await renderSpaPage(`/product/old/${PRODUCT_1._id}`, INDEX, deps, app);
    expect(moved.status).toBe(301);
    expect(app.calls).toEqual([]);
  });

  it('keeps the SEO text when the app fails to render or to name its data', async () => {
    const throwing = fakeApp(productKeys, () => {
      throw new Error('render bug');
    });
    const page = await renderSpaPage(P1_RU, INDEX, deps, throwing);
    expect(page.status).toBe(200);
    expect(page.html).toContain('seo-prerender');
    expect(page.html).not.toContain('app-data');
    const noKeys = fakeApp(() => {
      throw new Error('keys bug');
    });
    expect((await renderSpaPage(P1_RU, INDEX, deps, noKeys)).html).toContain('seo-prerender');
    const laterBug = fakeApp((pathname, answer) => {
      if (answer?.(`/api/products/product/${PRODUCT_1._id}`)) throw new Error('keys bug with answers');
      return productKeys(pathname);
    });
    const page2 = await renderSpaPage(P1_RU, INDEX, deps, laterBug);
    expect(page2.html).toContain('seo-prerender');
    expect(laterBug.calls).toEqual([]);
  });

  it('leaves out an answer too big to carry in the page', async () => {
    const huge = { cards: 'x'.repeat(ANSWER_MAX_CHARS) };
    const big: typeof fetch = async (input, init) =>
      String(input).endsWith('/api/gallery') ? Response.json(huge) : fetch(input, init);
    const app = fakeApp(() => ['/api/gallery', '/api/products/showcase']);
    const page = await renderSpaPage('/', INDEX, { ...deps, fetch: big }, app);
    expect(dataOf(page.html).answers.map(([key]) => key)).toEqual(['/api/products/showcase']);
  });
});
