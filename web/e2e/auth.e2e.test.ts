import path from 'node:path';
import type { BrowserContext, Page, WebSocket } from 'playwright-core';
import { eventually } from '@shop/identity/src/testing/fakes';
import { decodeLoginPayload, encodeLoginPayload, makeAuthKey } from '@shop/shared';
import { setAdminByPhone } from '@shop/identity/src/users/repo';
import { startFakeTelegram, type FakeApi } from '@shop/identity/src/testing/fakes';
import { browserAvailable, BROWSER_SKIP_REASON, PHONE, startE2E, type E2E } from './harness';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

const SHOTS = path.resolve(__dirname, '..', '..', 'test-results', 'screens');
/** A full-page screenshot for a person to look at. */
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

const TOKEN = '777001:e2e-token';
const SECRET = 'e2e-webhook-secret';

/** A Telegram update as the Bot API documents it. */
let updateId = 1;
const update = (fromId: number, fields: object) => ({
  update_id: ++updateId,
  message: {
    message_id: updateId,
    date: Math.floor(Date.now() / 1000),
    from: { id: fromId, is_bot: false, first_name: 'Тарас', language_code: 'uk' },
    chat: { id: fromId, type: 'private', first_name: 'Тарас' },
    ...fields,
  },
});

/** A press of the confirm button under the bot's question, as Telegram sends it. */
const confirmPress = (fromId: number, authKey: string) => ({
  update_id: ++updateId,
  callback_query: {
    id: String(updateId),
    from: { id: fromId, is_bot: false, first_name: 'Тарас', language_code: 'uk' },
    chat_instance: `ci${fromId}`,
    data: `confirm:${authKey}`,
    message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat: { id: fromId, type: 'private' } },
  },
});

describeBrowser('sign-in, logout, profile and the users list in Chromium', () => {
  let e2e: E2E;
  let telegram: FakeApi;
  beforeAll(async () => {
    telegram = await startFakeTelegram(TOKEN);
    e2e = await startE2E({
      products: 4,
      env: {
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_BOT_NAME: 'azhur_shop_bot',
        TELEGRAM_WEBHOOK_SECRET: SECRET,
        TELEGRAM_API_ROOT: telegram.url,
      },
    });
  }, 180_000);
  afterAll(async () => {
    await e2e?.stop();
    await telegram?.close();
  });

  const webhook = (body: object) =>
    fetch(e2e.url('/bots/telegram'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      body: JSON.stringify(body),
    });

  const startCommand = (payload: string) => ({
    text: `/start ${payload}`,
    entities: [{ offset: 0, length: 6, type: 'bot_command' }],
  });

  /** Signs a browser context in the way a phone would: the bot confirms, the page spends the key. */
  async function signInWithTelegram(context: BrowserContext, fromId: number, phone: string, admin = false) {
    const authKey = makeAuthKey();
    await context.request.post(e2e.url('/api/user/auth-key'), { data: { authKey, langKey: 'ru' } });
    await webhook(update(fromId, startCommand(encodeLoginPayload(authKey, 'ru'))));
    await webhook(update(fromId, { contact: { phone_number: phone, first_name: 'Тарас', user_id: fromId } }));
    await webhook(confirmPress(fromId, authKey));
    if (admin) await setAdminByPhone(e2e.shop.services.find((s) => s.name === 'identity')!.pool, phone, true);
    const login = await context.request.post(e2e.url('/api/user/login'), { data: { authKey } });
    const { user } = await login.json();
    await context.addCookies([{ name: 'user', value: encodeURIComponent(JSON.stringify(user)), url: e2e.shop.url }]);
  }

  it('lands signed in when the Telegram bot confirms the key the page shows, then logs out', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await page.goto(e2e.url('/ua/contacts'));
    await page.getByRole('button', { name: 'Вхід' }).click();
    await page.getByRole('link', { name: 'Вхід' }).click();
    await page.getByRole('heading', { name: 'Авторизація' }).waitFor();
    const link = page.getByRole('link', { name: 'Увійти через Telegram' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/t\.me\/azhur_shop_bot\?start=[A-Za-z0-9_-]{1,64}$/);
    const { authKey, lang } = decodeLoginPayload(new URL(href).searchParams.get('start'))!;
    expect(lang).toBe('ua');
    expect(await page.getByRole('link', { name: 'Увійти через Viber' }).count()).toBe(0);
    // No Viber bot here: its icon is still shown and opens the demo messenger (the harness runs in demo mode).
    await page.getByRole('button', { name: 'Увійти через Viber' }).waitFor();
    await shot(page, 'login-ua');

    expect((await webhook(update(424242, startCommand(new URL(href).searchParams.get('start')!)))).status).toBe(200);
    const contact = { phone_number: '+380671234500', first_name: 'Тарас', user_id: 424242 };
    expect((await webhook(update(424242, { contact }))).status).toBe(200);
    // The bot names what is signing in (the browser of this page) and waits for the confirm button.
    const question = String(telegram.calls.at(-1)!.body.text);
    expect(question).toMatch(/^Вхід на сайт «Ажур».*\nБраузер: Chrome \d+, Linux\n/);
    expect((await webhook(confirmPress(424242, authKey))).status).toBe(200);

    await page.waitForURL((url) => url.pathname === '/ua/contacts');
    await page.getByRole('button', { name: /Тарас/ }).waitFor();
    expect(telegram.calls.map((c) => c.body.text)).toContain('Готово! Ви увійшли на сайт, поверніться до браузера.');
    const me = await page.request.get(e2e.url('/api/user/me'));
    expect((await me.json()).user).toMatchObject({ userName: 'Тарас', phone: '380671234500' });
    const replay = await page.request.post(e2e.url('/api/user/login'), { data: { authKey } });
    expect(replay.status()).toBe(401);

    await page.getByRole('button', { name: /Тарас/ }).click();
    await page.getByRole('button', { name: 'Вихід' }).click();
    await page.getByRole('button', { name: 'Вхід' }).waitFor();
    expect((await page.request.get(e2e.url('/api/user/me'))).status()).toBe(401);
    await context.close();
  });

  it('closes the socket when the page is left and goes back one page on close', async () => {
    const context = await e2e.context(PHONE);
    const page = await context.newPage();
    const sockets: WebSocket[] = [];
    page.on('websocket', (ws) => void (ws.url().includes('/socket.io/') && sockets.push(ws)));
    await page.goto(e2e.url('/map'));
    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('link', { name: 'Вход' }).click();
    await page.getByRole('link', { name: 'Войти через Telegram' }).waitFor();
    await eventually(() => sockets.length > 0);
    await shot(page, 'login-phone');
    await page.getByRole('button', { name: 'Закрыть', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/map');
    await Promise.all(sockets.map((ws) => (ws.isClosed() ? undefined : ws.waitForEvent('close'))));
    await context.close();
  });

  it('saves the profile within the rules and shows Admin to admins; the users list is for admins', async () => {
    const context = await e2e.context();
    await signInWithTelegram(context, 515151, '380507654321', true);
    const page = await context.newPage();
    await page.goto(e2e.url('/'));
    await page.getByRole('button', { name: 'Тарас' }).click();
    await page.getByRole('link', { name: 'Профиль' }).click();
    await page.getByRole('heading', { name: 'Профиль' }).waitFor();
    await page.getByText('Admin').first().waitFor();
    await page.getByLabel('Имя').fill('ольга');
    await page.getByLabel('Фамилия').fill('Шевченко-Коваленко-Бондаренко');
    await page.getByRole('textbox', { name: 'Телефон' }).click();
    await page.getByRole('textbox', { name: 'Телефон' }).pressSequentially('05011122334');
    await page.getByLabel('Город').fill('одесса');
    await page.getByLabel('Отделение').fill('12345');
    await page.getByLabel('Город').blur();
    expect(await page.getByLabel('Город').inputValue()).toBe('Одесса');
    expect(await page.getByLabel('Фамилия').inputValue()).toHaveLength(20);
    expect(await page.getByLabel('Отделение').inputValue()).toBe('123');
    expect(await page.getByRole('textbox', { name: 'Телефон' }).inputValue()).toBe('+38 (050) 111-22-33');
    await shot(page, 'profile');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(e2e.url('/users_list'));
    await page.getByRole('heading', { name: 'Пользователи' }).waitFor();
    const row = page.getByRole('row', { name: /380507654321|765-43-21/ });
    await row.getByText('Одесса').waitFor();
    await row.getByText('+38 (050) 765-43-21').waitFor();
    await shot(page, 'users-list');
    await context.close();

    const customer = await e2e.context();
    await signInWithTelegram(customer, 525252, '380500000001');
    const other = await customer.newPage();
    await other.goto(e2e.url('/users_list'));
    await other.getByText('У вас нет прав для просмотра этой страницы').waitFor();
    expect((await other.request.get(e2e.url('/api/user'))).status()).toBe(403);
    await customer.close();
  });
});

describeBrowser('the demo messenger on the login page (demo mode, no bots)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ products: 2 });
  }, 180_000);
  afterAll(() => e2e?.stop());

  it('signs in from the demo form through the socket event and goes back', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await page.goto(e2e.url('/information'));
    await page.getByRole('button', { name: 'Вход' }).click();
    await page.getByRole('link', { name: 'Вход' }).click();
    await page.getByRole('button', { name: 'Войти через Viber' }).waitFor();
    await page.getByRole('button', { name: 'Войти через Telegram' }).click();
    await page.getByRole('heading', { name: 'Демо-мессенджер: Telegram' }).waitFor();
    await page.getByRole('textbox', { name: 'Телефон' }).click();
    await page.getByRole('textbox', { name: 'Телефон' }).pressSequentially('0501230011');
    await page.getByRole('textbox', { name: 'Имя' }).fill('Демо');
    await shot(page, 'login-demo');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/information');
    await page.getByRole('button', { name: 'Демо' }).waitFor();
    await context.close();
  });
});
