/**
 * Issue 3's shopper journey in Chromium: home → catalog through the sidebar tree → brand filter → product →
 * quantities → cart → UA and USD → misspelt search; catalog memory, id redirects, the server-rendered head,
 * and screenshots of each page at phone and desktop width (test-results/screens).
 */
import {
  browserAvailable,
  BROWSER_SKIP_REASON,
  DESKTOP,
  noHorizontalOverflow,
  PHONE,
  startE2E,
  type E2E,
} from './harness';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

interface Node {
  id: string;
  price?: number;
  add?: Node[];
}
interface ApiProduct {
  _id: string;
  slug: { ru: string; ua: string };
  name: { ru: string; ua: string };
  currencyValue: 'UAH' | 'USD' | 'EUR';
  optPrices: Node[];
}
interface ApiCatalog {
  _id: string;
  slug: { ru: string; ua: string };
  name: { ru: string };
  qnt: number;
  parentId: string | null;
}

const leafPrices = (nodes: Node[]): number[] =>
  nodes.flatMap((n) => (n.add?.length ? leafPrices(n.add) : [n.price ?? 0]));
/** '1 234.50 ₴' → 1234.5 */
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Reads until the assertion holds (the page updates after debounces and fetches), or throws its last failure. */
async function eventually<T>(read: () => Promise<T>, assert: (value: T) => void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      assert(value);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeBrowser('a shopper in Chromium: browse, filter, buy-ready product, languages, currencies, search', () => {
  let e2e: E2E;
  let noski: ApiCatalog;
  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(
      e2e.url(path),
      body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {},
    );
    expect(res.ok).toBe(true);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    e2e = await startE2E({ products: 72 });
    const catalogs = await api<ApiCatalog[]>('/api/catalogs');
    noski = catalogs.find((c) => c.name.ru === 'Носки' && c.parentId === null)!;
  }, 240_000);
  afterAll(() => e2e?.stop());

  it('keeps every page inside the viewport and takes screenshots at phone and desktop width', async () => {
    const product = (await api<ApiProduct[]>('/api/products/showcase'))[0];
    const pages = {
      home: '/',
      catalog: `/catalog/${noski.slug.ru}/${noski._id}`,
      product: `/product/${product.slug.ru}/${product._id}`,
      'product-ua': `/ua/product/${product.slug.ua}/${product._id}`,
      information: '/information',
      contacts: '/contacts',
      cart: '/cart',
    };
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const context = await e2e.context(viewport);
      const page = await context.newPage();
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(e2e.url(path));
        await page.locator('main h1, main h2').first().waitFor();
        await page.locator('.spinner').first().waitFor({ state: 'detached' });
        await e2e.screenshot(page, `storefront-${name}-${width}`);
        await noHorizontalOverflow(page);
      }
      await context.close();
    }
  }, 180_000);

  it('goes home → catalog by the sidebar tree → brand filter → product → quantities → cart → UA and USD → search', async () => {
    const context = await e2e.context(DESKTOP);
    const page = await context.newPage();
    await page.goto(e2e.url('/'));
    await page.getByRole('heading', { name: 'Новинки' }).waitFor();
    await page.getByRole('heading', { name: 'Популярное' }).waitFor();
    await noHorizontalOverflow(page);

    // The sidebar tree: a catalog with subcatalogs opens in the panel, its open button goes to its page.
    const sidebar = page.locator('#sidebar');
    await sidebar.getByRole('button', { name: /^Носки/ }).click();
    await sidebar.getByRole('link', { name: /^Женские/ }).waitFor();
    await sidebar.getByRole('button', { name: 'Назад' }).click();
    await sidebar.getByRole('link', { name: 'Открыть подкаталоги: Носки', exact: true }).click();
    await page.waitForURL(`**/catalog/${noski.slug.ru}/${noski._id}`);
    const title = page.locator('main h1');
    await eventually(
      () => title.textContent(),
      (v) => expect(v).toContain(`(${noski.qnt} шт)`),
    );

    // Brand filter: the count, the products and the sidebar counts follow it.
    const brand = sidebar.locator('.check', { hasText: 'Нитка' });
    const brandQnt = Number(await brand.locator('.check__count').textContent());
    expect(brandQnt).toBeGreaterThan(0);
    expect(brandQnt).toBeLessThan(noski.qnt);
    const womenBefore = await sidebar
      .getByRole('link', { name: /^Женские/ })
      .locator('.catalog-item__qnt')
      .textContent();
    await brand.getByRole('checkbox').check();
    await eventually(
      () => title.textContent(),
      (v) => expect(v).toContain(`(${brandQnt} шт)`),
    );
    const names = await page.locator('main .tile .card__name').allTextContents();
    expect(names).toHaveLength(brandQnt);
    for (const name of names) expect(name).toContain('Нитка');
    await eventually(
      () =>
        sidebar
          .getByRole('link', { name: /^Женские/ })
          .locator('.catalog-item__qnt')
          .textContent(),
      (v) => expect(v).not.toBe(womenBefore),
    );
    await e2e.screenshot(page, 'journey-catalog-filtered-desktop');

    // The product: quantity rules, count and sum, add to cart.
    await page.locator('main .tile .card__name').first().click();
    await page.waitForURL(/\/product\/[^/]+\/[0-9a-f]+$/);
    const productId = page.url().split('/').pop()!;
    const { product } = await api<{ product: ApiProduct }>(`/api/products/product/${productId}`);
    await eventually(
      () => title.textContent(),
      (v) => expect(v).toBe(product.name.ru),
    );
    const rows = page.locator('.options-table tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const addToCart = page.getByRole('button', { name: 'В корзину' });
    await expect(addToCart.isDisabled()).resolves.toBe(true);
    const qnt = (row: number) => rows.nth(row).locator('input');
    await qnt(0).fill('1x2');
    await expect(qnt(0).inputValue()).resolves.toBe('12');
    await qnt(0).fill('');
    await qnt(0).pressSequentially('12345');
    await expect(qnt(0).inputValue()).resolves.toBe('123');
    await qnt(0).fill('999');
    await rows
      .nth(0)
      .getByRole('button', { name: /^Больше/ })
      .click();
    await expect(qnt(0).inputValue()).resolves.toBe('999');
    await qnt(0).fill('2');
    await rows
      .nth(0)
      .getByRole('button', { name: /^Меньше/ })
      .click();
    await expect(qnt(0).inputValue()).resolves.toBe('1');
    await rows
      .nth(0)
      .getByRole('button', { name: /^Меньше/ })
      .click();
    await expect(qnt(0).inputValue()).resolves.toBe('');
    await expect(addToCart.isDisabled()).resolves.toBe(true);
    await rows
      .nth(0)
      .getByRole('button', { name: /^Больше/ })
      .click();
    await rows
      .nth(0)
      .getByRole('button', { name: /^Больше/ })
      .click();
    await qnt(1).fill('3');
    const price = async (row: number) =>
      amount((await rows.nth(row).locator('.options-table__price').textContent()) ?? '');
    const expectedSum = (2 * (await price(0)) + 3 * (await price(1))).toFixed(2);
    const summary = page.locator('.buy__summary');
    await expect(summary.textContent()).resolves.toContain('Выбрано: 5 шт');
    // the sum is converted once from the product currency, the rows one by one: a cent of rounding apart at most
    expect(amount((await summary.locator('.price').textContent()) ?? '')).toBeCloseTo(Number(expectedSum), 1);
    await e2e.screenshot(page, 'journey-product-chosen-desktop');
    await addToCart.click();
    await page.getByRole('link', { name: 'Корзина: 5' }).waitFor();
    await expect(page.locator('.cart-btn__badge').textContent()).resolves.toBe('5');
    await expect(qnt(0).inputValue()).resolves.toBe('');
    await expect(addToCart.isDisabled()).resolves.toBe(true);

    // Ukrainian: the path gets /ua and the Ukrainian slug, the history entry is replaced.
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'UA', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/ua/product/${product.slug.ua}/${product._id}`);
    await eventually(
      () => title.textContent(),
      (v) => expect(v).toBe(product.name.ua),
    );
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // USD: every row's price converted from the product currency at the rate the header shows.
    const rates = await api<{ USD: number; EUR: number }>('/api/currencyrate');
    await expect(page.locator('.rates').first().textContent()).resolves.toContain(`USD ${rates.USD.toFixed(2)}`);
    await page.getByRole('button', { name: /USD/ }).click();
    const toUsd = (p: number) =>
      (
        Math.round(((product.currencyValue === 'UAH' ? p : p * rates[product.currencyValue]) / rates.USD) * 100) / 100
      ).toFixed(2);
    const expected = leafPrices(product.optPrices).map((p) => `${toUsd(p)}\u00a0$`);
    await eventually(
      () => page.locator('.options-table__price').allTextContents(),
      (v) => expect(v).toEqual(expected),
    );
    await e2e.screenshot(page, 'journey-product-ua-usd-desktop');

    // A misspelt search: a typo, Latin transliteration, the wrong keyboard layout.
    const search = page.getByRole('searchbox');
    const results = page.locator('.search__item');
    for (const [query, expectedName] of [
      ['Bambuu', 'бамбук'],
      ['noski', 'Шкарпетки'],
      ['yjcrb', 'Шкарпетки'],
    ]) {
      await search.fill('');
      await eventually(
        () => results.count(),
        (v) => expect(v).toBe(0),
      );
      await search.fill(query);
      await eventually(
        () =>
          results
            .first()
            .textContent({ timeout: 500 })
            .catch(() => ''),
        (v) => expect(v).toContain(expectedName),
      );
      expect(await results.count()).toBeLessThanOrEqual(10);
      await page.locator('.search__note').waitFor();
    }
    await e2e.screenshot(page, 'journey-search-dropdown-desktop');
    const found = (await results.first().textContent()) ?? '';
    await results.first().click();
    await page.waitForURL(/\/ua\/product\//);
    await eventually(
      () => title.textContent(),
      (v) => expect(v).toBe(found.trim()),
    );
    await context.close();
  }, 180_000);

  it('remembers the catalog page and the list/tile choice', async () => {
    const context = await e2e.context(DESKTOP);
    const page = await context.newPage();
    await page.goto(e2e.url(`/catalog/${noski.slug.ru}/${noski._id}`));
    const tiles = page.locator('main .tile');
    await eventually(
      () => tiles.count(),
      (v) => expect(v).toBe(12),
    );
    await page.getByRole('button', { name: 'Страница 2' }).click();
    await eventually(
      () => tiles.count(),
      (v) => expect(v).toBe(noski.qnt - 12),
    );
    await page.getByRole('button', { name: 'Списком' }).click();
    await page.locator('main table.product-table').waitFor();
    await e2e.screenshot(page, 'catalog-list-page2-desktop');
    await page.reload();
    await page.locator('main table.product-table').waitFor();
    await expect(page.getByRole('button', { name: 'Страница 2' }).getAttribute('aria-current')).resolves.toBe('page');
    expect(await page.locator('main table.product-table tbody tr').count()).toBe(noski.qnt - 12);
    await page.getByRole('button', { name: 'Плиткой' }).click();
    await page.getByRole('button', { name: 'Страница 1' }).click();
    await eventually(
      () => tiles.count(),
      (v) => expect(v).toBe(12),
    );
    await context.close();
  });

  it('closes the phone drawer after a leaf catalog is picked', async () => {
    const context = await e2e.context(PHONE);
    const page = await context.newPage();
    await page.goto(e2e.url('/'));
    await page.getByRole('button', { name: 'Каталоги', exact: true }).click();
    const sidebar = page.locator('#sidebar');
    await eventually(
      () => sidebar.getAttribute('class'),
      (v) => expect(v).toContain('sidebar--open'),
    );
    await sidebar.getByRole('button', { name: /^Носки/ }).click();
    await e2e.screenshot(page, 'drawer-phone');
    await sidebar.getByRole('link', { name: /^Женские/ }).click();
    await page.waitForURL(/\/catalog\/zhenskie\//);
    await eventually(
      () => sidebar.getAttribute('class'),
      (v) => expect(v).not.toContain('sidebar--open'),
    );
    await context.close();
  });

  it('redirects /catalog/{id} and /product/{id} to the slug form', async () => {
    const product = (await api<ApiProduct[]>('/api/products/showcase'))[0];
    const context = await e2e.context(DESKTOP);
    const page = await context.newPage();
    await page.goto(e2e.url(`/catalog/${noski._id}`));
    expect(new URL(page.url()).pathname).toBe(`/catalog/${noski.slug.ru}/${noski._id}`);
    await page.goto(e2e.url(`/product/${product._id}`));
    expect(new URL(page.url()).pathname).toBe(`/product/${product.slug.ru}/${product._id}`);
    await page.locator('main h1').waitFor();
    await context.close();
  });

  it('answers a product URL without JavaScript with its title, canonical, hreflang and JSON-LD', async () => {
    const product = (await api<ApiProduct[]>('/api/products/showcase'))[0];
    const html = await (await fetch(e2e.url(`/ua/product/${product.slug.ua}/${product._id}`))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(new RegExp(`<title>${product.name.ua.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^<]*</title>`));
    const canonical = head.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(new URL(canonical!).pathname).toBe(`/ua/product/${product.slug.ua}/${product._id}`);
    const alternates = Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"/g)].map((m) => [
        m[2],
        new URL(m[1]).pathname,
      ]),
    );
    expect(alternates).toEqual({
      ru: `/product/${product.slug.ru}/${product._id}`,
      uk: `/ua/product/${product.slug.ua}/${product._id}`,
      'x-default': `/product/${product.slug.ru}/${product._id}`,
    });
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const graph = jsonLd.flatMap((d) => (Array.isArray(d) ? d : (d['@graph'] ?? [d])));
    const ld = graph.find((d) => d['@type'] === 'Product');
    expect(ld.name).toBe(product.name.ua);
    expect([ld.offers].flat()[0]['@type']).toMatch(/Offer/);
    expect(graph.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    expect(html).toContain(product.name.ua);
  });
});
