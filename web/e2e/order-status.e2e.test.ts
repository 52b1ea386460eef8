/**
 * Issue 14's lifecycle in Chromium, driven like a person (the orders are placed through the API, the sign-in is a
 * shortcut): an admin finds orders in the filtered list and moves them through every status (shipping one with
 * its waybill, another ready for pickup, cancelling and restoring), delete asks twice, and the customer reads
 * the status and its history in ru and ua, on a desktop and a phone.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { browserAvailable, BROWSER_SKIP_REASON, DESKTOP, PHONE, startE2E, type E2E } from './harness';
import { pickProducts, until, type Item } from './shopper';

const JOURNEY_MS = 150_000;
const WAYBILL = '20450000123456';
const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

interface Placed {
  _id: string;
  count: number;
  userId: string;
}

const statusCall = (id: string) => (r: Response) =>
  r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/order/${id}/status`;

const badge = (page: Page) => page.locator('.order-status-panel__now .order-status');
/** The status buttons shown, once the page has settled on them (they load lazily, after the order). */
const buttonsAre = (page: Page, expected: string[]) =>
  until(() => page.locator('.status-actions__buttons button').allTextContents(), expected);
const steps = async (page: Page) =>
  page
    .locator('.order-timeline__step')
    .evaluateAll((lis) => lis.map((li) => (li as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

/** Clicks a status button and waits for the server's 200 and the page showing the new status. */
async function press(page: Page, id: string, name: string, shown: string) {
  const [response] = await Promise.all([
    page.waitForResponse(statusCall(id)),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  if (!response.ok()) throw new Error(`status: ${response.status()} ${await response.text()}`);
  await badge(page).filter({ hasText: shown }).waitFor();
}

describeBrowser('the order lifecycle in Chromium', () => {
  let e2e: E2E;
  let socks: Item;
  let customer: BrowserContext;
  let admin: BrowserContext;
  let shipped: Placed;
  let pickup: Placed;
  const shot = (page: Page, name: string) => e2e.screenshot(page, `order-status-${name}`);

  beforeAll(async () => {
    e2e = await startE2E();
    ({ socks } = await pickProducts(e2e.shop.url));
    customer = await e2e.browser.newContext({ viewport: DESKTOP, locale: 'ru-RU' });
    await e2e.signIn(customer, { phone: '+38 (067) 321-00-14', userName: 'Оксана' });
    admin = await e2e.browser.newContext({ viewport: DESKTOP, locale: 'ru-RU' });
    await e2e.signIn(admin, { phone: '+38 (099) 321-00-15', userName: 'Админ', admin: true });
    const place = async (extra: object) => {
      const leaf = socks.leaves[0];
      const res = await customer.request.post(e2e.url('/api/order'), {
        data: {
          orderItems: [{ productId: socks.product._id, optionValueIds: leaf.ids, qnt: Math.ceil(1001 / leaf.price) }],
          delivery: {
            name: 'Оксана',
            surname: 'Лисенко',
            phone: '+38 (067) 321-00-14',
            city: 'Полтава',
            carrier: 'Новая Почта',
            branch: '3',
            pickup: false,
            prepaid: false,
            ...extra,
          },
          langKey: 'ru',
        },
      });
      if (res.status() !== 201) throw new Error(`order: ${res.status()} ${await res.text()}`);
      return (await res.json()) as Placed;
    };
    shipped = await place({});
    pickup = await place({ pickup: true, surname: 'Самовивіз' });
  }, 180_000);
  afterAll(() => e2e?.stop());

  it(
    'an admin finds the order in the list and moves it new → confirmed → shipped with its waybill → delivered',
    async () => {
      const page = await admin.newPage();
      await page.goto(e2e.url('/order_admin_list'));
      await page.getByRole('heading', { level: 1, name: 'Заказы' }).waitFor();
      await page.getByRole('searchbox', { name: 'Номер, телефон или фамилия' }).fill('лисен');
      await page.getByRole('button', { name: 'Найти', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('q') === 'лисен');
      const row = page.getByRole('row').filter({ hasText: `№ ${shipped.count}` });
      await row.getByText('Новый', { exact: true }).waitFor();
      await shot(page, 'admin-list-desktop');
      await page.setViewportSize(PHONE);
      await shot(page, 'admin-list-phone');
      await page.setViewportSize(DESKTOP);

      await row.getByRole('link', { name: `Открыть заказ № ${shipped.count}` }).click();
      await page.getByRole('heading', { level: 1, name: `Заказ №${shipped.count}` }).waitFor();
      await badge(page).filter({ hasText: 'Новый' }).waitFor();
      await buttonsAre(page, ['Подтвердить', 'Отменить заказ']);
      await page.getByRole('textbox', { name: 'Комментарий' }).fill('Позвонили, всё в силе');
      await press(page, shipped._id, 'Подтвердить', 'Подтверждён');

      await buttonsAre(page, ['Отправить', 'Отменить заказ']);
      const send = page.getByRole('button', { name: 'Отправить', exact: true });
      expect(await send.isDisabled()).toBe(true);
      await page.getByRole('textbox', { name: 'Номер ТТН Новой Почты (14 цифр)' }).fill('2045 0000 1234 56');
      expect(await send.isEnabled()).toBe(true);
      await shot(page, 'admin-ship-desktop');
      await press(page, shipped._id, 'Отправить', 'Отправлен');
      await page.locator('.order-status-panel__waybill').getByText(`ТТН ${WAYBILL}`).waitFor();

      await buttonsAre(page, ['Доставлен']);
      await press(page, shipped._id, 'Доставлен', 'Доставлен');
      await page.getByText('Заказ доставлен: статус больше не меняется').waitFor();
      await buttonsAre(page, []);
      const timeline = await steps(page);
      expect(timeline).toHaveLength(4);
      expect(timeline[0]).toMatch(/^Заказ оформлен \d\d-\d\d-\d{4} \d\d:\d\d$/);
      expect(timeline[1]).toMatch(/^Подтверждён .* Позвонили, всё в силе Изменил: Админ$/);
      expect(timeline[2]).toMatch(new RegExp(`^Отправлен .* ТТН: ${WAYBILL} Отследить посылку Изменил: Админ$`));
      expect(timeline[3]).toMatch(/^Доставлен .* Изменил: Админ$/);
      expect(await page.getByRole('link', { name: 'Отследить посылку' }).getAttribute('href')).toBe(
        `https://novaposhta.ua/tracking/?cargo_number=${WAYBILL}`,
      );
      await shot(page, 'admin-delivered-desktop');
      await page.setViewportSize(PHONE);
      await shot(page, 'admin-delivered-phone');
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    'an admin cancels (asked first), restores, confirms and readies a pickup order; the list filters by status',
    async () => {
      const page = await admin.newPage();
      await page.goto(e2e.url(`/order_page/${pickup._id}`));
      await badge(page).filter({ hasText: 'Новый' }).waitFor();
      await page.getByRole('button', { name: 'Отменить заказ', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(`Отменить заказ №${pickup.count}?`).waitFor();
      await dialog.getByRole('button', { name: 'Нет', exact: true }).click();
      expect(await badge(page).textContent()).toBe('Новый');
      await page.getByRole('textbox', { name: 'Комментарий' }).fill('Покупатель передумал');
      await page.getByRole('button', { name: 'Отменить заказ', exact: true }).click();
      await Promise.all([
        page.waitForResponse(statusCall(pickup._id)),
        dialog.getByRole('button', { name: 'Да', exact: true }).click(),
      ]);
      await badge(page).filter({ hasText: 'Отменён' }).waitFor();
      await buttonsAre(page, ['Восстановить']);
      await press(page, pickup._id, 'Восстановить', 'Новый');
      await press(page, pickup._id, 'Подтвердить', 'Подтверждён');
      await buttonsAre(page, ['Готов к самовывозу', 'Отменить заказ']);
      expect(await page.getByRole('textbox', { name: 'Номер ТТН Новой Почты (14 цифр)' }).count()).toBe(0);
      await press(page, pickup._id, 'Готов к самовывозу', 'Готов к самовывозу');
      expect((await steps(page)).map((s) => s.split(' ')[0])).toEqual([
        'Заказ',
        'Отменён',
        'Новый',
        'Подтверждён',
        'Готов',
      ]);

      await page.goto(e2e.url('/order_admin_list'));
      await page.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'Доставлен' });
      await page.waitForURL((u) => u.searchParams.get('status') === 'delivered');
      await until(() => page.locator('.lines-table tbody th').allTextContents(), [`№ ${shipped.count}`]);
      // An address edited by hand gets the server's message on the page, not the error page.
      await page.goto(e2e.url('/order_admin_list?status=lost'));
      await page.locator('.order-filters__error').getByText('Неизвестный статус заказа').waitFor();
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    'the customer reads the status and its history in ru and ua, on a desktop and a phone',
    async () => {
      const page = await customer.newPage();
      await page.goto(e2e.url(`/order_user_list/${shipped.userId}`));
      const row = page.getByRole('row').filter({ hasText: `№ ${shipped.count}` });
      await row.getByText('Доставлен', { exact: true }).waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: `№ ${pickup.count}` })
        .getByText('Готов к самовывозу')
        .waitFor();
      await shot(page, 'customer-list-ru-desktop');

      await row.getByRole('link', { name: `Открыть заказ № ${shipped.count}` }).click();
      await badge(page).filter({ hasText: 'Доставлен' }).waitFor();
      const ru = await steps(page);
      expect(ru.map((s) => s.replace(/ \d\d-\d\d-\d{4} \d\d:\d\d/, ''))).toEqual([
        'Заказ оформлен',
        'Подтверждён Позвонили, всё в силе',
        `Отправлен ТТН: ${WAYBILL} Отследить посылку`,
        'Доставлен',
      ]);
      expect(await page.locator('.status-actions').count()).toBe(0);
      await shot(page, 'customer-order-ru-desktop');
      await page.setViewportSize(PHONE);
      await shot(page, 'customer-order-ru-phone');

      await page.goto(e2e.url(`/ua/order_page/${shipped._id}`));
      await badge(page).filter({ hasText: 'Доставлено' }).waitFor();
      expect((await steps(page)).map((s) => s.replace(/ \d\d-\d\d-\d{4} \d\d:\d\d/, ''))).toEqual([
        'Замовлення оформлено',
        'Підтверджено Позвонили, всё в силе',
        `Відправлено ТТН: ${WAYBILL} Відстежити посилку`,
        'Доставлено',
      ]);
      await shot(page, 'customer-order-ua-phone');
      await page.setViewportSize(DESKTOP);
      await shot(page, 'customer-order-ua-desktop');
      await page.goto(e2e.url(`/ua/order_user_list/${shipped.userId}`));
      await page
        .getByRole('row')
        .filter({ hasText: `№ ${pickup.count}` })
        .getByText('Готове до самовивозу')
        .waitFor();
      await shot(page, 'customer-list-ua-desktop');
      await page.setViewportSize(PHONE);
      await shot(page, 'customer-list-ua-phone');
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    'delete asks twice: "no" to either question keeps the order',
    async () => {
      const page = await admin.newPage();
      await page.goto(e2e.url('/order_admin_list'));
      const row = page.getByRole('row').filter({ hasText: `№ ${pickup.count}` });
      const trash = row.getByRole('button', { name: `Удалить заказ № ${pickup.count}` });
      const dialog = page.getByRole('alertdialog');
      await trash.click();
      await dialog.getByText(`Удалить заказ №${pickup.count}?`).waitFor();
      await dialog.getByRole('button', { name: 'Да', exact: true }).click();
      await dialog.getByText(`Точно удалить заказ №${pickup.count}?`).waitFor();
      await shot(page, 'admin-delete-twice');
      await dialog.getByRole('button', { name: 'Нет', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await admin.request.get(e2e.url(`/api/order/${pickup._id}`))).status()).toBe(200);
      await trash.click();
      await dialog.getByRole('button', { name: 'Да', exact: true }).click();
      await dialog.getByText(`Точно удалить заказ №${pickup.count}?`).waitFor();
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'DELETE'),
        dialog.getByRole('button', { name: 'Да', exact: true }).click(),
      ]);
      await row.waitFor({ state: 'detached' });
      expect((await admin.request.get(e2e.url(`/api/order/${pickup._id}`))).status()).toBe(404);
      await page.close();
    },
    JOURNEY_MS,
  );
});
