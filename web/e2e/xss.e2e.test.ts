import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, BROWSER_SKIP_REASON, DESKTOP, startE2E, type E2E } from './harness';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(`web/e2e/xss.e2e.test.ts: ${BROWSER_SKIP_REASON}`);

/** Markup that runs script if any page renders it as HTML instead of text. */
const PAYLOAD = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2">`;
const bilingual = (label: string) => ({ ru: `${label} ${PAYLOAD}`, ua: `${label} ${PAYLOAD}` });

async function created(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<{ _id: string }> {
  if (!res.ok()) throw new Error(`${what}: HTTP ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { _id: string; catalog?: { _id: string }; product?: { _id: string } };
  return body.catalog ?? body.product ?? body;
}

/** What the page shows or holds in its form fields: visible text plus the values of inputs and text areas. */
const shownText = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('input, textarea')].map((f) => (f as HTMLInputElement).value),
    ].join('\n'),
  );

/** No script ran, and no element came from the payload (checked in the DOM too: a CSP alone must not be the defence). */
const injected = (page: Page) =>
  page.evaluate(() => ({
    xss: (window as unknown as { __xss?: number }).__xss,
    // Runnable scripts holding the payload; data scripts (JSON-LD) may hold it only escaped.
    scripts: [...document.scripts].filter(
      (s) => s.text.includes('__xss') && (!s.type || /javascript|module/.test(s.type)),
    ).length,
    rawInData: [...document.scripts].filter((s) => /<\/?script|<img/i.test(s.text)).length,
    handlers: document.querySelectorAll('[onerror]').length,
    images: document.querySelectorAll('img[src="x"]').length,
  }));

describeBrowser('script and HTML in every text field are shown as text, never run (Chromium)', () => {
  let e2e: E2E;
  let admin: BrowserContext;
  const ids: Record<'brand' | 'catalog' | 'product', string> = { brand: '', catalog: '', product: '' };

  beforeAll(async () => {
    e2e = await startE2E({ products: 12 });
    // Bypassing the CSP shows what the markup does on its own: the pages themselves must not run it.
    admin = await e2e.browser.newContext({ viewport: DESKTOP, locale: 'ru-RU', bypassCSP: true });
    await e2e.signIn(admin, { phone: '+38 (050) 999-88-77', userName: 'Админ', admin: true });
    const api = admin.request;
    ids.brand = (
      await created(await api.post(e2e.url('/api/brands'), { data: { name: bilingual('Бренд'), image: {} } }), 'brand')
    )._id;
    const catalog = { name: bilingual('Каталог'), parentId: null, image: null };
    ids.catalog = (await created(await api.post(e2e.url('/api/catalogs'), { data: catalog }), 'catalog'))._id;
    const product = {
      name: bilingual('Носки Злые'),
      description: bilingual('Описание'),
      brandId: ids.brand,
      catalogId: ids.catalog,
      currencyValue: 'UAH',
      isShowcase: true,
      optPrices: [{ id: 'base', ru: '', ua: '', price: 1500, barcode: '1' }],
    };
    ids.product = (await created(await api.post(e2e.url('/api/products'), { data: product }), 'product'))._id;
  }, 180_000);
  afterAll(async () => {
    await admin?.close();
    await e2e?.stop();
  }, 60_000);

  async function visit(context: BrowserContext, path: string, expected: string, act?: (page: Page) => Promise<void>) {
    const page = await context.newPage();
    try {
      await page.goto(e2e.url(path));
      await act?.(page);
      await page
        .waitForFunction(
          (text) =>
            document.body.innerText.includes(text) ||
            [...document.querySelectorAll('input, textarea')].some((f) => (f as HTMLInputElement).value.includes(text)),
          `${expected} ${PAYLOAD}`,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
      expect(await shownText(page)).toContain(`${expected} ${PAYLOAD}`);
      await page.waitForTimeout(300); // an image's onerror fires after its load fails
      expect(await injected(page)).toEqual({ xss: undefined, scripts: 0, rawInData: 0, handlers: 0, images: 0 });
    } finally {
      await page.close();
    }
  }

  it('in the storefront: home, catalog, product page and the search dropdown', async () => {
    const shopper = await e2e.browser.newContext({ viewport: DESKTOP, locale: 'ru-RU', bypassCSP: true });
    try {
      await visit(shopper, '/', 'Носки Злые');
      await visit(shopper, `/catalog/${ids.catalog}`, 'Носки Злые');
      await visit(shopper, `/product/${ids.product}`, 'Описание');
      await visit(shopper, `/ua/product/${ids.product}`, 'Носки Злые');
      await visit(shopper, '/', 'Носки Злые', async (page) => {
        await page.getByRole('search').getByRole('textbox').or(page.locator('.search__input')).first().fill('Злые');
        await page.locator('.search__item').first().waitFor({ timeout: 15_000 });
      });
    } finally {
      await shopper.close();
    }
  }, 120_000);

  it('in the page HTML the server fills in (head, JSON-LD, the first screen and its data): escaped', async () => {
    for (const path of ['/', `/catalog/${ids.catalog}`, `/product/${ids.product}`, `/ua/product/${ids.product}`]) {
      const html = await (await fetch(e2e.url(path))).text();
      expect(html).toContain('<div id="root" inert>');
      expect(html).toContain('Носки Злые &lt;script&gt;window.__xss=1&lt;/script&gt;&lt;img src=x');
      expect(html).not.toContain('<script>window.__xss');
      expect(html).not.toContain('<img src=x');
    }
  });

  it('in the admin editors of the brand, the catalog and the product', async () => {
    await visit(admin, '/edit_brands', 'Бренд');
    await visit(admin, `/edit_catalog/${ids.catalog}`, 'Каталог');
    await visit(admin, `/edit_product/${ids.product}`, 'Носки Злые');
  }, 120_000);
});
