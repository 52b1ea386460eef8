/**
 * Issue 15, the sales dashboard in Chromium: a shopper's real order and a year of earlier sales (orders.order.placed
 * events counted from the outbox, as an upgrade counts them), then the admin opens «Продажи» from the
 * toolbar, switches period and metric; screenshots at 1366 and 390 px. The page's code loads only there.
 */
import type { Page } from 'playwright-core';
import { makeEnvelope, type PriceTreeNode } from '@shop/shared';
import { seedSales } from '../../services/orders/src/testing/sales';
import { axe } from '../../scripts/quality/axe-run';
import { browserAvailable, BROWSER_SKIP_REASON, PHONE, startE2E, type E2E } from './harness';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

const DAY_MS = 86_400_000;
const BRANDS = ['Дюна', 'Конте', 'Гиулия'];
const PRODUCTS = ['Носки мужские', 'Колготки 40 den', 'Гольфы детские', 'Термобельё', 'Носки спорт'];

/** The ids of the first priced combination of a product's option tree. */
function firstLeaf(tree: PriceTreeNode[]): string[] {
  const node = tree[0];
  if (!node.add?.length) return node.id === 'base' ? [] : [node.id];
  return [node.id, ...firstLeaf(node.add)];
}

/** A past order as the orders service publishes it: i-th of the history, on `daysAgo` days before today. */
function pastOrder(i: number, daysAgo: number) {
  const lines = [0, 1].map((k) => {
    const p = (i + k * 2) % PRODUCTS.length;
    return {
      productId: `past-${p}`,
      name: { ru: PRODUCTS[p], ua: PRODUCTS[p] },
      brand: { id: `brand-${p % 3}`, name: { ru: BRANDS[p % 3], ua: BRANDS[p % 3] } },
      qnt: 5 + ((i * 7 + k) % 40),
      amount: 400 + ((i * 131 + k * 57) % 2600),
    };
  });
  return {
    ...makeEnvelope('orders.order.placed', {
      orderId: `past-order-${i}`,
      count: i,
      userId: null,
      langKey: i % 3 ? 'ru' : 'ua',
      totalQnt: lines.reduce((s, l) => s + l.qnt, 0),
      totalAmount: lines.reduce((s, l) => s + l.amount, 0),
      recipient: { name: 'Покупатель', surname: '', phone: '+38 (050) 123-45-67' },
      pickup: i % 4 === 0,
      lines,
    }),
    time: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
  };
}

describeBrowser('the sales dashboard of issue 15 in Chromium', () => {
  let e2e: E2E;
  let page: Page;
  const scripts: string[] = [];

  beforeAll(async () => {
    e2e = await startE2E({ products: 6, inProcessBus: true });
    const orders = e2e.shop.services.find((s) => s.name === 'orders')!.pool;
    await seedSales(
      orders,
      Array.from({ length: 400 }, (_, i) => pastOrder(i + 1, 1 + (((i + 1) * 37) % 360))),
    );
    const admin = await e2e.context();
    await e2e.signIn(admin, { phone: '+38 (067) 555-44-33', userName: 'Админ', admin: true });
    page = await admin.newPage();
    page.setDefaultTimeout(20_000);
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  }, 180_000);
  afterAll(() => e2e?.stop());

  it("counts a shopper's real order today, with its product and brand, in the default 30 days", async () => {
    const showcase = await (await fetch(e2e.url('/api/products/showcase'))).json();
    const { product } = await (await fetch(e2e.url(`/api/products/product/${showcase[0]._id}`))).json();
    const res = await fetch(e2e.url('/api/order'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: e2e.url('') },
      body: JSON.stringify({
        orderItems: [{ productId: product._id, optionValueIds: firstLeaf(product.optPrices), qnt: 500 }],
        delivery: { name: 'Ирина', phone: '+38 (050) 765-43-21', pickup: true },
        langKey: 'ua',
        userId: null,
        totalQnt: 500,
        totalAmount: 1,
      }),
    });
    expect(res.status).toBe(201);
    const order = await res.json();
    await page.goto(e2e.url('/'));
    await page.getByRole('navigation', { name: 'Администрирование' }).getByRole('link', { name: 'Продажи' }).click();
    await page.getByRole('heading', { name: 'Продажи', level: 1 }).waitFor();
    expect(scripts.some((s) => s.includes('SalesDashboardPage'))).toBe(true);
    const productRow = page
      .locator('.sales-top')
      .first()
      .getByRole('row', { name: new RegExp(product.name.ru) });
    await productRow.waitFor();
    expect(order.totalAmount).toBeGreaterThan(1000);
    await page.getByText('Самовывоз:').first().waitFor();
    await e2e.screenshot(page, 'sales-dashboard-30-days-1366');
  });

  it('switches to a year and to orders per day and month, with no axe violations', async () => {
    await page.getByRole('button', { name: '365 дн.' }).click();
    await page.getByRole('button', { name: '365 дн.', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Заказы', exact: true }).click();
    await page.getByText('Заказы по дням').waitFor();
    await page.getByText('Заказы по месяцам').waitFor();
    // The page keeps the 30 days' figures on screen until the year's arrive, so wait for them to change.
    await page.waitForFunction(() => /Заказов401/.test(document.querySelector('.sales-totals')?.textContent ?? ''));
    await e2e.screenshot(page, 'sales-dashboard-year-1366');
    expect((await axe(page)).details).toEqual([]);
  });

  it('reads on a phone (390 px), with no axe violations', async () => {
    const phone = await e2e.context(PHONE);
    await e2e.signIn(phone, { phone: '+38 (067) 555-44-33', userName: 'Админ', admin: true });
    const p = await phone.newPage();
    await p.goto(e2e.url('/sales_dashboard'));
    await p.getByText('Выручка по месяцам').waitFor();
    await p.locator('.sales-top tbody tr').first().waitFor();
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await e2e.screenshot(p, 'sales-dashboard-390');
    expect((await axe(p)).details).toEqual([]);
    await phone.close();
  });
});
