/**
 * Issue 15, the shop's own contacts in Chromium: the admin changes the name, phones and map place on the
 * information editor (a wrong phone is refused first), and the header, footer, contacts page, the server's
 * JSON-LD and the other language show them; screenshots at 1366 and 390 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { firstPageJsGzip } from '../../scripts/quality/js-bytes';
import { browserAvailable, BROWSER_SKIP_REASON, PHONE, startE2E, type E2E } from './harness';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

const PLACEHOLDER = '+38 (067) 123-45-67';
const NEW_PHONE = '+38 (095) 777-66-55';

const saveButton = (page: Page) => page.locator('.admin-icon-btn--save');
const headerPhones = (page: Page) => page.locator('header').getByRole('list', { name: 'Телефоны' }).first();

describeBrowser("the shop's contacts of issue 15 in Chromium", () => {
  let e2e: E2E;
  let admin: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    e2e = await startE2E({ products: 4 });
    admin = await e2e.context();
    await e2e.signIn(admin, { phone: '+38 (067) 555-44-33', userName: 'Админ', admin: true });
    page = await admin.newPage();
    page.setDefaultTimeout(20_000);
  }, 180_000);
  afterAll(() => e2e?.stop());

  it('shows the demo placeholders, then a first page within its JavaScript budget', async () => {
    await page.goto(e2e.url('/contacts'));
    await page.locator('.contacts-page').getByRole('link', { name: PLACEHOLDER }).waitFor();
    await expect(page.locator('.footer__brand').textContent()).resolves.toBe('Ажур');
    const js = await firstPageJsGzip(e2e.browser, e2e.url('/'));
    console.log(`first page JavaScript: ${(js.bytes / 1024).toFixed(1)} KB gzipped\n${js.files.join('\n')}`);
  });

  it('refuses a wrong phone on the information editor and saves nothing', async () => {
    await page.goto(e2e.url('/edit_information'));
    const first = page.getByLabel('Телефон 1', { exact: true });
    await first.waitFor();
    await expect(first.inputValue()).resolves.toBe(PLACEHOLDER);
    await first.fill('+38 (095) 777');
    let posted = false;
    page.on('request', (r) => (posted ||= r.method() === 'POST' && r.url().includes('/api/information')));
    await saveButton(page).click();
    await page.getByText('Телефон в формате +38 (XXX) XXX-XX-XX').first().waitFor();
    expect(posted).toBe(false);
  });

  it('saves the name, phones and map place, and the header, footer and contacts page show them', async () => {
    const name = page.getByRole('group', { name: 'Название магазина', exact: true });
    await name.getByLabel('RU', { exact: true }).fill('Ажур Опт');
    await name.getByLabel('UA', { exact: true }).fill('Ажур Гурт');
    await page.getByLabel('Телефон 1', { exact: true }).fill(NEW_PHONE);
    await page.getByLabel('Телефон 3', { exact: true }).fill('+38 (');
    await page.getByLabel('Широта (место на карте)').fill('50,4501');
    await page.getByLabel('Долгота', { exact: true }).fill('30.5234');
    await e2e.screenshot(page, 'contacts-admin-editor-1366');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/information/contacts')),
      saveButton(page).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({
      name: { ru: 'Ажур Опт', ua: 'Ажур Гурт' },
      phones: [NEW_PHONE, '+38 (050) 123-45-67'],
      map: { lat: 50.4501, lng: 30.5234 },
    });
    await page.waitForURL(e2e.url('/'));
    await headerPhones(page).getByRole('link', { name: NEW_PHONE }).waitFor();
    await page.goto(e2e.url('/contacts'));
    const contacts = page.locator('.contacts-page');
    await contacts.getByRole('link', { name: NEW_PHONE }).waitFor();
    expect(await contacts.getByRole('link', { name: PLACEHOLDER }).count()).toBe(0);
    await expect(page.locator('.footer__brand').textContent()).resolves.toBe('Ажур Опт');
    await expect(page.locator('.shop-map iframe').getAttribute('src')).resolves.toContain('marker=50.4501%2C30.5234');
    await e2e.screenshot(page, 'contacts-page-1366');
  });

  it("serves the new contacts in the server's first HTML and its Organization JSON-LD, in Ukrainian too", async () => {
    const html = await (await fetch(e2e.url('/ua/'))).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]),
    );
    const organization = ld.find((d) => d['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name: 'Ажур Гурт',
      contactPoint: [{ telephone: NEW_PHONE }, { telephone: '+38 (050) 123-45-67' }],
      location: { geo: { latitude: 50.4501, longitude: 30.5234 } },
    });
    expect(html).toContain(`>${NEW_PHONE}</a>`);
  });

  it('shows them to a visitor on a phone (390 px) in both languages', async () => {
    const visitor = await e2e.context(PHONE);
    const p = await visitor.newPage();
    await p.goto(e2e.url('/ua/contacts'));
    await p.locator('.contacts-page').getByRole('link', { name: NEW_PHONE }).waitFor();
    await expect(p.locator('.logo__name').textContent()).resolves.toBe('Ажур Гурт');
    await e2e.screenshot(p, 'contacts-page-ua-390');
    await p.goto(e2e.url('/contacts'));
    await p.locator('.logo__name').getByText('Ажур Опт', { exact: true }).waitFor();
    await p.getByRole('button', { name: 'Меню' }).click();
    await p.locator('.mobile-menu').getByRole('link', { name: NEW_PHONE }).waitFor();
    await e2e.screenshot(p, 'contacts-menu-390');
    await visitor.close();
  });
});
