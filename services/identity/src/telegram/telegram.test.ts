import request from 'supertest';
import { eventually } from '../testing/fakes';
import {
  countRows,
  login,
  TELEGRAM_SECRET,
  newKey,
  sessionCookie,
  startIdentity,
  type Identity,
} from '../testing/identity';
import {
  callbackUpdate,
  confirmedKey,
  confirmUpdate,
  contactUpdate,
  postTelegram,
  startUpdate,
  type TelegramPerson,
} from '../testing/telegram-updates';

describe('Telegram sign-in', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  const sentTo = (chatId: number) =>
    id.telegram.calls.filter((c) => c.method === 'sendMessage' && c.body.chat_id === chatId);

  it('asks a new user for the phone, creates the user from the contact and signs the page in', async () => {
    const person: TelegramPerson = { id: 5001, first_name: 'Оксана', last_name: 'Коваль', language_code: 'uk' };
    const { authKey, payload } = await newKey(id.service, 'ua');

    await postTelegram(id.service, startUpdate(person, payload)).expect(200);
    const ask = sentTo(5001).at(-1)!;
    expect(ask.body.text).toBe('Щоб увійти на сайт, поділіться номером телефону: натисніть кнопку нижче.');
    expect(ask.body.reply_markup).toMatchObject({
      keyboard: [[{ text: 'Надіслати номер телефону', request_contact: true }]],
      one_time_keyboard: true,
    });
    await login(id.service, authKey).expect(401, { message: 'Вход ещё не подтверждён в мессенджере' });

    await postTelegram(id.service, contactUpdate(person, '+380671112233')).expect(200);
    const question = sentTo(5001).at(-1)!.body;
    expect(question.text).toMatch(/^Вхід на сайт «Ажур»\nБраузер: Chrome 120, Windows 10\n/);
    expect(question.reply_markup).toMatchObject({
      inline_keyboard: [
        [
          { text: 'Підтвердити вхід', callback_data: `confirm:${authKey}` },
          { text: 'Скасувати', callback_data: `cancel:${authKey}` },
        ],
      ],
    });
    await login(id.service, authKey).expect(401, { message: 'Вход ещё не подтверждён в мессенджере' });

    await postTelegram(id.service, confirmUpdate(person, authKey)).expect(200);
    expect(sentTo(5001).at(-1)!.body).toMatchObject({
      text: 'Готово! Ви увійшли на сайт, поверніться до браузера.',
      reply_markup: { remove_keyboard: true },
    });
    const event = await eventually(() => id.authenticated.find((e) => e.data.authKey === authKey));

    const res = await login(id.service, authKey).expect(200);
    expect(res.body.user).toMatchObject({
      _id: event.data.userId,
      userName: 'Оксана Коваль',
      phone: '380671112233',
      authMethod: 'telegram',
      isAdmin: false,
      delivery: { name: '', surname: '', phone: '', city: '', carrier: '', branch: '' },
    });
    expect(sessionCookie(res)).toMatch(
      /^sid=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/,
    );
  });

  it('asks a known user only to confirm, in the language of the link', async () => {
    const person: TelegramPerson = { id: 5002, first_name: 'Ivan' };
    await confirmedKey(id.service, person, '380501230000');

    const second = await newKey(id.service, 'ru');
    const callsBefore = sentTo(5002).length;
    await postTelegram(id.service, startUpdate(person, second.payload)).expect(200);
    const asked = sentTo(5002).slice(callsBefore);
    expect(asked).toHaveLength(1);
    expect(asked[0].body.text).toMatch(/^Вход на сайт «Ажур»\nБраузер: Chrome 120, Windows 10\n/);
    await login(id.service, second.authKey).expect(401, { message: 'Вход ещё не подтверждён в мессенджере' });
    await postTelegram(id.service, confirmUpdate(person, second.authKey)).expect(200);
    expect(sentTo(5002).at(-1)!.body.text).toBe('Готово! Вы вошли на сайт, вернитесь в браузер.');
    await eventually(() => id.authenticated.find((e) => e.data.authKey === second.authKey));
    const res = await login(id.service, second.authKey).expect(200);
    expect(res.body.user).toMatchObject({ phone: '380501230000', userName: 'Ivan' });
  });

  it("refuses someone else's contact and keeps the key unconfirmed", async () => {
    const person: TelegramPerson = { id: 5003, first_name: 'Mallory' };
    const { authKey, payload } = await newKey(id.service);
    await postTelegram(id.service, startUpdate(person, payload)).expect(200);
    await postTelegram(id.service, contactUpdate(person, '380501230000', 5002)).expect(200);
    expect(sentTo(5003).at(-1)!.body.text).toBe('Отправьте, пожалуйста, свой номер кнопкой ниже.');
    await login(id.service, authKey).expect(401, { message: 'Вход ещё не подтверждён в мессенджере' });
  });

  it('answers a wrong or missing secret token with 401 and stores nothing', async () => {
    const person: TelegramPerson = { id: 5004, first_name: 'Eve' };
    const { authKey, payload } = await newKey(id.service);
    const users = await countRows(id.service, 'users');
    const calls = id.telegram.calls.length;
    for (const secret of [null, '', 'wrong', `${TELEGRAM_SECRET}x`, TELEGRAM_SECRET.slice(1)]) {
      await postTelegram(id.service, startUpdate(person, payload), secret).expect(401);
      await postTelegram(id.service, contactUpdate(person, '380990000001'), secret).expect(401);
    }
    expect(await countRows(id.service, 'users')).toBe(users);
    expect(id.telegram.calls.length).toBe(calls);
    const key = await id.service.pool.query('SELECT messenger_id, user_id FROM auth_keys WHERE key = $1', [authKey]);
    expect(key.rows[0]).toEqual({ messenger_id: null, user_id: null });
  });

  it('tells the user when the link is stale, used or invented', async () => {
    const person: TelegramPerson = { id: 5005, first_name: 'Late' };
    const usersBefore = await countRows(id.service, 'users');
    const { authKey, payload } = await newKey(id.service);
    await id.service.pool.query(`UPDATE auth_keys SET created_at = now() - interval '6 minutes' WHERE key = $1`, [
      authKey,
    ]);
    await postTelegram(id.service, startUpdate(person, payload)).expect(200);
    expect(sentTo(5005).at(-1)!.body.text).toMatch(/^Ссылка для входа устарела/);
    await postTelegram(id.service, startUpdate(person, 'not-a-payload')).expect(200);
    expect(sentTo(5005).at(-1)!.body.text).toBe('Чтобы войти, откройте бота по ссылке со страницы входа на сайте.');
    await postTelegram(id.service, contactUpdate(person, '380990000002')).expect(200);
    expect(sentTo(5005).at(-1)!.body.text).toBe('Чтобы войти, откройте бота по ссылке со страницы входа на сайте.');
    expect(await countRows(id.service, 'users')).toBe(usersBefore);
  });

  it('does not reuse a key that already signed someone in', async () => {
    const person: TelegramPerson = { id: 5002, first_name: 'Ivan' };
    const { authKey, payload } = await newKey(id.service);
    await postTelegram(id.service, startUpdate(person, payload)).expect(200);
    await postTelegram(id.service, confirmUpdate(person, authKey)).expect(200);
    await login(id.service, authKey).expect(200);
    await postTelegram(id.service, startUpdate({ id: 5006, first_name: 'Other' }, payload)).expect(200);
    expect(sentTo(5006).at(-1)!.body.text).toMatch(/^Ссылка для входа устарела или уже использована/);
  });

  it('names the shop, the browser and the time of the key in the confirmation, in both languages', async () => {
    const person: TelegramPerson = { id: 5007, first_name: 'Asked' };
    await confirmedKey(id.service, person, '380501230007');
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
    for (const [lang, expected] of [
      ['ru', 'Вход на сайт «Ажур»\nБраузер: Safari 17, iOS\nСсылка для входа создана: '],
      ['ua', 'Вхід на сайт «Ажур»\nБраузер: Safari 17, iOS\nПосилання для входу створене: '],
    ] as const) {
      const { authKey, payload } = await newKey(id.service, lang, iphone);
      await postTelegram(id.service, startUpdate(person, payload)).expect(200);
      const { rows } = await id.service.pool.query('SELECT created_at FROM auth_keys WHERE key = $1', [authKey]);
      const made = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Kiev',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(rows[0].created_at);
      const [day, time] = made.split(', ');
      expect(sentTo(5007).at(-1)!.body.text).toBe(
        `${expected}${day.replaceAll('/', '.')}, ${time}\n\n${
          lang === 'ru'
            ? 'Если это вы входите в этом браузере, нажмите «Подтвердить вход». Если ссылку вам прислал кто-то другой, не подтверждайте: он войдёт в ваш аккаунт.'
            : 'Якщо це ви входите в цьому браузері, натисніть «Підтвердити вхід». Якщо посилання вам надіслав хтось інший, не підтверджуйте: він увійде у ваш акаунт.'
        }`,
      );
    }
  });

  it("refuses a confirm from another account than the one that opened the key, and a forged button's data", async () => {
    const owner: TelegramPerson = { id: 5008, first_name: 'Owner' };
    const other: TelegramPerson = { id: 5009, first_name: 'Other' };
    await confirmedKey(id.service, owner, '380501230008');
    await confirmedKey(id.service, other, '380501230009');
    const { authKey, payload } = await newKey(id.service);
    await postTelegram(id.service, startUpdate(owner, payload)).expect(200);

    await postTelegram(id.service, confirmUpdate(other, authKey)).expect(200);
    expect(sentTo(5009).at(-1)!.body.text).toBe(
      'Этот вход открыт другим аккаунтом мессенджера, подтвердить его отсюда нельзя.',
    );
    await postTelegram(id.service, callbackUpdate(other, 'confirm:not-a-key!')).expect(200);
    await login(id.service, authKey).expect(401, { message: 'Вход ещё не подтверждён в мессенджере' });
    expect(id.authenticated.find((e) => e.data.authKey === authKey)).toBeUndefined();

    await postTelegram(id.service, confirmUpdate(owner, authKey)).expect(200);
    const res = await login(id.service, authKey).expect(200);
    expect(res.body.user.phone).toBe('380501230008');
  });

  it('cancels on the cancel button: the key signs nobody in until the link is opened again', async () => {
    const person: TelegramPerson = { id: 5010, first_name: 'No' };
    await confirmedKey(id.service, person, '380501230010');
    const { authKey, payload } = await newKey(id.service, 'ua');
    await postTelegram(id.service, startUpdate(person, payload)).expect(200);
    await postTelegram(id.service, callbackUpdate(person, `cancel:${authKey}`)).expect(200);
    expect(sentTo(5010).at(-1)!.body.text).toBe('Вхід скасовано. Браузер не увійшов у ваш акаунт.');
    await postTelegram(id.service, confirmUpdate(person, authKey)).expect(200);
    expect(sentTo(5010).at(-1)!.body.text).toBe('Щоб увійти, відкрийте бота за посиланням зі сторінки входу на сайті.');
    await login(id.service, authKey).expect(401, { message: 'Вход ещё не подтверждён в мессенджере' });
  });

  it('names the bots on the public login configuration', async () => {
    const res = await request(id.service.app).get('/api/user/login-config').expect(200);
    expect(res.body).toEqual({ telegram: 'shop_test_bot', viber: 'shoptestbot', demo: false, keyTtlMs: 300000 });
  });
});
