/**
 * Issue 14's Nova Poshta picker in Chromium at phone width, in both languages: the shop copies the (local fake)
 * Nova Poshta directories at start; the shopper types a city in Ukrainian or Russian, picks it, narrows the
 * branches by a filter, picks one, and the order keeps the refs beside the spec's text fields. Then the admin
 * creates the order's waybill at the fake Nova Poshta from the order page, and the customer sees it.
 */
import type { Page } from 'playwright-core';
import type { Lang } from '@shop/shared/src/domain';
import {
  fakeSenderEnv,
  fakeSettlement,
  fakeWarehouse,
  startFakeNovaPoshta,
  type FakeNovaPoshta,
} from '../../services/orders/src/testing/fake-nova-poshta';
import { field, placeOrder, typePhone } from './cart-page';
import { browserAvailable, BROWSER_SKIP_REASON, DESKTOP, PHONE, startE2E, type E2E } from './harness';
import { addToCart, openProduct, pickProducts, qntField, TEXT, until, type Item } from './shopper';

const JOURNEY_MS = 120_000;
const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

const TEXTS = {
  ru: { filter: 'Фильтр отделений: номер или улица', branch: 'Отделение' },
  ua: { filter: 'Фільтр відділень: номер або вулиця', branch: 'Відділення' },
};

describeBrowser('the Nova Poshta picker at checkout, in Chromium', () => {
  let np: FakeNovaPoshta;
  let e2e: E2E;
  let socks: Item;

  beforeAll(async () => {
    np = await startFakeNovaPoshta();
    np.settlements = [
      fakeSettlement('kyiv', 'Київ', 'Киев'),
      fakeSettlement('odesa', 'Одеса', 'Одесса', 'Одеська'),
      fakeSettlement('obukhiv', 'Обухів', 'Обухов'),
    ];
    np.warehouses = [
      ...Array.from({ length: 30 }, (_, i) => fakeWarehouse('kyiv', i + 1, `вул. Хрещатик, ${i + 1}`)),
      fakeWarehouse('kyiv', 5001, 'просп. Перемоги, 1', 'Postomat'),
      fakeWarehouse('odesa', 1, 'вул. Дерибасівська, 1'),
      fakeWarehouse('odesa', 2, 'вул. Рішельєвська, 7'),
    ];
    e2e = await startE2E({ env: fakeSenderEnv(np) });
    ({ socks } = await pickProducts(e2e.shop.url));
    const state = async () =>
      ((await (await fetch(e2e.url('/api/order/nova-poshta'))).json()) as { enabled: boolean }).enabled;
    await until(state, true, 30_000);
  }, 180_000);
  afterAll(async () => {
    await e2e?.stop();
    await np?.close();
  });

  /** A cart above the minimum, and the checkout form's recipient filled. */
  async function readyToCheckOut(page: Page, lang: Lang) {
    const leaf = socks.leaves[0];
    await openProduct(page, e2e.url, socks, lang);
    await qntField(page, lang, leaf).fill(String(Math.ceil(1001 / leaf.price)));
    await addToCart(page, lang, socks);
    await page.goto(e2e.url(`${TEXT[lang].prefix}/checkout`));
    await field(page, lang, 'name').fill('Оксана');
    await typePhone(page, lang, '0673210014');
  }

  async function pick(page: Page, lang: Lang, typed: string, option: string, filter: string, branch: string) {
    const city = page.getByRole('combobox', { name: lang === 'ua' ? 'Місто' : 'Город' });
    await city.pressSequentially(typed, { delay: 40 });
    await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
    expect(await city.inputValue()).toBe(option);
    await page.getByRole('searchbox', { name: TEXTS[lang].filter }).fill(filter);
    const select = page.getByRole('combobox', { name: TEXTS[lang].branch, exact: true });
    await until(async () => (await select.locator('option').allTextContents()).includes(branch), true);
    await select.selectOption({ label: branch });
  }

  it(
    'in Russian: "киев" finds Київ as Киев, the filter narrows 31 branches to №12, the order keeps both refs',
    async () => {
      const context = await e2e.context(PHONE);
      const page = await context.newPage();
      await readyToCheckOut(page, 'ru');
      await page.getByRole('combobox', { name: 'Город' }).pressSequentially('ки', { delay: 40 });
      await page.getByRole('option', { name: /^Киев/ }).waitFor();
      await e2e.screenshot(page, 'nova-poshta-cities-ru-phone');
      await page.getByRole('combobox', { name: 'Город' }).fill('');
      await pick(page, 'ru', 'киев', 'Киев', '12', '№12 · Отделение · вул. Хрещатик, 12');
      await e2e.screenshot(page, 'nova-poshta-branch-ru-phone');
      const order = (await placeOrder(page, 'ru')) as unknown as { _id: string; delivery: Record<string, unknown> };
      expect(order.delivery).toMatchObject({ city: 'Киев', branch: '12', cityRef: 'kyiv', branchRef: 'kyiv-w12' });
      await context.close();
    },
    JOURNEY_MS,
  );

  it(
    'in Ukrainian: Russian input "одесс" finds Одеса, a street filter finds the branch; desktop too',
    async () => {
      const context = await e2e.context(PHONE);
      const page = await context.newPage();
      await readyToCheckOut(page, 'ua');
      await pick(page, 'ua', 'одесс', 'Одеса', 'рішель', '№2 · Відділення · вул. Рішельєвська, 7');
      await e2e.screenshot(page, 'nova-poshta-branch-ua-phone');
      await page.setViewportSize(DESKTOP);
      await e2e.screenshot(page, 'nova-poshta-branch-ua-desktop');
      const order = (await placeOrder(page, 'ua')) as unknown as { delivery: Record<string, unknown> };
      expect(order.delivery).toMatchObject({ city: 'Одеса', branch: '2', cityRef: 'odesa', branchRef: 'odesa-w2' });
      await context.close();
    },
    JOURNEY_MS,
  );

  it(
    'typing a city Nova Poshta does not list keeps the plain branch field, and the order has no refs',
    async () => {
      const context = await e2e.context(DESKTOP);
      const page = await context.newPage();
      await readyToCheckOut(page, 'ru');
      await page.getByRole('combobox', { name: 'Город' }).pressSequentially('Бердичев', { delay: 20 });
      await page.getByText('Ничего не найдено, можно ввести вручную').waitFor();
      await field(page, 'ru', 'branch').fill('7');
      const order = (await placeOrder(page, 'ru')) as unknown as { delivery: Record<string, unknown> };
      expect(order.delivery).toMatchObject({ city: 'Бердичев', branch: '7' });
      expect(order.delivery).not.toHaveProperty('cityRef');
      await context.close();
    },
    JOURNEY_MS,
  );

  it(
    'the admin creates the waybill from the order page: the order is shipped with it, the customer sees it',
    async () => {
      const customer = await e2e.context(DESKTOP);
      await e2e.signIn(customer, { phone: '+38 (067) 321-00-14', userName: 'Оксана' });
      const shopper = await customer.newPage();
      await readyToCheckOut(shopper, 'ru');
      await field(shopper, 'ru', 'surname').fill('Лисенко');
      await pick(shopper, 'ru', 'киев', 'Киев', '12', '№12 · Отделение · вул. Хрещатик, 12');
      const placed = (await placeOrder(shopper, 'ru')) as unknown as { _id: string; totalAmount: number };

      const admin = await e2e.context(DESKTOP);
      await e2e.signIn(admin, { phone: '+38 (099) 321-00-15', userName: 'Админ', admin: true });
      const page = await admin.newPage();
      await page.goto(e2e.url(`/order_page/${placed._id}`));
      await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
      const create = page.getByRole('button', { name: 'Создать ТТН', exact: true });
      await create.waitFor();
      await e2e.screenshot(page, 'nova-poshta-waybill-create-desktop');
      const ua = await admin.newPage();
      await ua.setViewportSize(PHONE);
      await ua.goto(e2e.url(`/ua/order_page/${placed._id}`));
      await ua.getByRole('button', { name: 'Створити ТТН', exact: true }).waitFor();
      await e2e.screenshot(ua, 'nova-poshta-waybill-create-ua-phone');
      await ua.close();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/waybill')),
        create.click(),
      ]);
      expect(response.status()).toBe(201);
      const made = np.waybills.at(-1)!;
      expect(made.properties).toMatchObject({
        RecipientName: 'Лисенко Оксана',
        RecipientsPhone: '380673210014',
        RecipientCityName: 'Київ',
        RecipientAddressName: '12',
        BackwardDeliveryData: [
          { PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: String(placed.totalAmount) },
        ],
      });
      await page.locator('.order-status-panel__now').getByText('Отправлен').waitFor();
      await page.locator('.order-status-panel__waybill').getByText(`ТТН ${made.IntDocNumber}`).waitFor();
      const label = page.getByRole('link', { name: 'Этикетка ТТН (PDF)' });
      expect(await label.getAttribute('href')).toBe(`/api/order/${placed._id}/waybill/label`);
      const pdf = await admin.request.get(e2e.url(`/api/order/${placed._id}/waybill/label`));
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).toString()).toContain(made.IntDocNumber);
      expect(await page.content()).not.toContain(np.apiKey);
      await e2e.screenshot(page, 'nova-poshta-waybill-made-desktop');
      await page.setViewportSize(PHONE);
      await e2e.screenshot(page, 'nova-poshta-waybill-made-phone');

      await shopper.setViewportSize(PHONE);
      await shopper.goto(e2e.url(`/ua/order_page/${placed._id}`));
      await shopper.locator('.order-status-panel__waybill').getByText(`ТТН ${made.IntDocNumber}`).waitFor();
      await shopper.getByRole('link', { name: 'Відстежити посилку' }).waitFor();
      expect(await shopper.getByRole('button', { name: 'Створити ТТН' }).count()).toBe(0);
      expect(await shopper.getByRole('link', { name: 'Етикетка ТТН (PDF)' }).count()).toBe(0);
      await e2e.screenshot(shopper, 'nova-poshta-waybill-customer-ua-phone');
      await customer.close();
      await admin.close();
    },
    JOURNEY_MS,
  );
});
