/**
 * Issue 15, NBU exchange rates in Chromium: the shop starts while the (local, fake) NBU fails, the admin is told
 * and shoppers are not; the next background check gets the rates; the admin puts USD on NBU plus a markup and
 * the shopper's header and the next order take the effective rate. Screenshots at 1366 and 390 px.
 */
import type { Page } from 'playwright-core';
import { nbuItems, startFakeNbu, type FakeNbu } from '../../services/orders/src/testing/fake-nbu';
import { axe } from '../../scripts/quality/axe-run';
import { browserAvailable, BROWSER_SKIP_REASON, PHONE, startE2E, type E2E } from './harness';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

const dropdown = (page: Page) => page.locator('.admin-rates');
const openRates = async (page: Page) => {
  await page.getByRole('button', { name: 'Курс валют ▾' }).click();
  await dropdown(page).waitFor();
};

describeBrowser('NBU exchange rates of issue 15 in Chromium', () => {
  let nbu: FakeNbu;
  let e2e: E2E;
  let page: Page;

  beforeAll(async () => {
    nbu = await startFakeNbu([]);
    nbu.answer({ status: 503 });
    // A check every 1.2 s instead of every hour, so the journey sees the next day's fetch.
    e2e = await startE2E({ products: 4, env: { NBU_API_URL: nbu.url, NBU_CHECK_MINUTES: '0.02' } });
    const admin = await e2e.context();
    await e2e.signIn(admin, { phone: '+38 (067) 555-44-33', userName: 'Админ', admin: true });
    page = await admin.newPage();
    page.setDefaultTimeout(20_000);
  }, 180_000);
  afterAll(async () => {
    await e2e?.stop();
    await nbu.close();
  });

  it('tells the admin that the NBU fetch failed and keeps the manual rates; shoppers see nothing of it', async () => {
    const until = Date.now() + 10_000;
    while (nbu.calls() === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    await page.goto(e2e.url('/'));
    await openRates(page);
    await dropdown(page).getByText('Курс НБУ не получен: НБУ ответил 503').waitFor();
    await dropdown(page).getByText('курса НБУ ещё нет · действует 41.5').waitFor();
    await e2e.screenshot(page, 'nbu-rates-failed-1366');
    const shopper = await (await fetch(e2e.url('/api/currencyrate'))).json();
    expect(shopper).toEqual({ USD: 41.5, EUR: 45.2 });
  });

  it('gets the rates at the next check; the admin puts USD on NBU plus 2.5 %, the header follows', async () => {
    nbu.answer(nbuItems('24.11.2026', 41.2345, 47.5));
    const until = Date.now() + 15_000;
    const state = async () => (await page.request.get(e2e.url('/api/currencyrate/sources'))).json();
    while (!(await state()).lastFetch.succeededAt && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    await page.reload();
    await openRates(page);
    await dropdown(page).getByText('НБУ 41.2345 на 24.11.2026 · действует 41.5').waitFor();
    expect(await dropdown(page).getByRole('alert').count()).toBe(0);
    await page.getByLabel('Источник USD').selectOption('nbu');
    const markup = page.getByLabel('Наценка USD, %');
    await markup.fill('');
    await markup.pressSequentially('2x,5');
    await expect(markup.inputValue()).resolves.toBe('2,5');
    await e2e.screenshot(page, 'nbu-rates-choose-1366');
    expect((await axe(page)).details).toEqual([]);
    const [put] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/currencyrate/sources')),
      dropdown(page).getByRole('button', { name: 'Сохранить' }).click(),
    ]);
    expect(put.status()).toBe(200);
    expect(put.request().postDataJSON()).toEqual({
      USD: { source: 'nbu', markup: 2.5 },
      EUR: { source: 'manual', markup: 0 },
    });
    await page.locator('.rates').getByText('42.27').waitFor();
    await openRates(page);
    await dropdown(page).getByText('НБУ 41.2345 на 24.11.2026 · действует 42.2654').waitFor();
    await e2e.screenshot(page, 'nbu-rates-applied-1366');
  });

  it('shows a shopper on a phone (390 px) the effective rate, with no word of the NBU', async () => {
    const visitor = await e2e.context(PHONE);
    const p = await visitor.newPage();
    await p.goto(e2e.url('/'));
    await p.getByRole('button', { name: 'Меню' }).click();
    await p.locator('.mobile-menu .rates').getByText('42.27').waitFor();
    expect(await p.content()).not.toContain('НБУ');
    await e2e.screenshot(p, 'nbu-rates-shopper-390');
    await visitor.close();
  });
});
