import { eventually } from '../testing/fakes';
import { countRows, login, newKey, startIdentity, VIBER_TOKEN, type Identity } from '../testing/identity';
import { confirmedKey } from '../testing/telegram-updates';
import {
  confirmMessage,
  contactMessage,
  conversationStarted,
  postViber,
  textMessage,
  viberConfirmedKey,
  type ViberPerson,
} from '../testing/viber-callbacks';
import { viberSignature } from './signature';

describe('Viber sign-in', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  const sentTo = (viberId: string) =>
    id.viber.calls.filter((c) => c.method === 'send_message' && c.body.receiver === viberId);
  /** The code the bot sent to a Telegram chat last. */
  const codeSentTo = (chatId: number) => {
    const sent = id.telegram.calls.filter((c) => c.method === 'sendMessage' && c.body.chat_id === String(chatId));
    return /: (\d{6})\n/.exec(String(sent.at(-1)!.body.text))![1];
  };
  const confirmKeyboard = (authKey: string, confirm: string, cancel: string) => ({
    Type: 'keyboard',
    InputFieldState: 'hidden',
    Buttons: [
      { ActionType: 'reply', ActionBody: `confirm:${authKey}`, Text: confirm, Columns: 3, Rows: 1 },
      { ActionType: 'reply', ActionBody: `cancel:${authKey}`, Text: cancel, Columns: 3, Rows: 1 },
    ],
  });

  it('welcomes a new user with the share-phone keyboard, then signs them in from the shared contact', async () => {
    const person: ViberPerson = { id: 'vb01Uq+AbC==', name: 'Петро', language: 'uk' };
    const { authKey, payload } = await newKey(id.service, 'ua');

    const welcome = await postViber(id.service, conversationStarted(person, payload)).expect(200);
    expect(welcome.body).toEqual({
      sender: { name: 'shoptestbot' },
      type: 'text',
      text: 'Щоб увійти на сайт, поділіться номером телефону: натисніть кнопку нижче.',
      keyboard: {
        Type: 'keyboard',
        InputFieldState: 'hidden',
        Buttons: [
          { ActionType: 'share-phone', ActionBody: 'phone', Text: 'Надіслати номер телефону', Columns: 6, Rows: 1 },
        ],
      },
      min_api_version: 3,
    });

    await postViber(id.service, contactMessage(person, '380631234567')).expect(200);
    const question = sentTo(person.id).at(-1)!;
    expect(question.headers['x-viber-auth-token']).toBe(VIBER_TOKEN);
    expect(question.body.text).toMatch(/^Вхід на сайт «Ажур»\nБраузер: Chrome 120, Windows 10\n/);
    expect(question.body.keyboard).toEqual(confirmKeyboard(authKey, 'Підтвердити вхід', 'Скасувати'));
    await login(id.service, authKey).expect(401, { message: 'Вход ещё не подтверждён в мессенджере' });

    await postViber(id.service, confirmMessage(person, authKey)).expect(200);
    expect(sentTo(person.id).at(-1)!.body).toMatchObject({
      type: 'text',
      text: 'Готово! Ви увійшли на сайт, поверніться до браузера.',
    });
    const event = await eventually(() => id.authenticated.find((e) => e.data.authKey === authKey));
    const res = await login(id.service, authKey).expect(200);
    expect(res.body.user).toMatchObject({
      _id: event.data.userId,
      phone: '380631234567',
      userName: 'Петро',
      authMethod: 'viber',
    });
  });

  it('asks a known user to confirm in the welcome message, and signs in on the button only', async () => {
    const person: ViberPerson = { id: 'vb02', name: 'Anna' };
    await viberConfirmedKey(id.service, person, '+38 (063) 000-11-22');

    const second = await newKey(id.service);
    const welcome = await postViber(id.service, conversationStarted(person, second.payload)).expect(200);
    expect(welcome.body).toEqual({
      sender: { name: 'shoptestbot' },
      type: 'text',
      text: expect.stringMatching(/^Вход на сайт «Ажур»\nБраузер: Chrome 120, Windows 10\nСсылка для входа создана: /),
      keyboard: confirmKeyboard(second.authKey, 'Подтвердить вход', 'Отмена'),
      min_api_version: 3,
    });
    await login(id.service, second.authKey).expect(401, { message: 'Вход ещё не подтверждён в мессенджере' });
    await postViber(id.service, confirmMessage(person, second.authKey)).expect(200);
    expect(sentTo('vb02').at(-1)!.body.text).toBe('Готово! Вы вошли на сайт, вернитесь в браузер.');
    await eventually(() => id.authenticated.find((e) => e.data.authKey === second.authKey));
    expect((await login(id.service, second.authKey).expect(200)).body.user.phone).toBe('380630001122');
  });

  it("never hands a Viber account a verified owner's phone without the code sent to the owner's Telegram", async () => {
    const telegramUser = { id: 7001, first_name: 'Admin' };
    await confirmedKey(id.service, telegramUser, '380670007001');

    const intruder: ViberPerson = { id: 'vb03', name: 'Intruder' };
    const { authKey, payload } = await newKey(id.service);
    await postViber(id.service, conversationStarted(intruder, payload)).expect(200);
    await postViber(id.service, contactMessage(intruder, '380670007001')).expect(200);
    expect(sentTo('vb03').at(-1)!.body.text).toMatch(/^Этот номер уже подтверждён в магазине через Telegram/);
    const code = codeSentTo(7001);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i += 1) {
      await postViber(id.service, textMessage(intruder, wrong)).expect(200);
      expect(sentTo('vb03').at(-1)!.body.text).toBe('Неверный код. Попробуйте ещё раз.');
    }
    await postViber(id.service, textMessage(intruder, wrong)).expect(200);
    expect(sentTo('vb03').at(-1)!.body.text).toMatch(/^Ссылка для входа устарела/);
    await postViber(id.service, textMessage(intruder, code)).expect(200);
    expect(sentTo('vb03').at(-1)!.body.text).toBe('Чтобы войти, откройте бота по ссылке со страницы входа на сайте.');
    await postViber(id.service, confirmMessage(intruder, authKey)).expect(200);
    await login(id.service, authKey).expect(401);
    const { rows } = await id.service.pool.query("SELECT viber_id FROM users WHERE phone = '380670007001'");
    expect(rows[0].viber_id).toBeNull();
  });

  it("links the owner's own Viber once they type the code their Telegram got, as a verified link", async () => {
    const telegramUser = { id: 7002, first_name: 'Owner', language_code: 'uk' };
    const first = await login(id.service, await confirmedKey(id.service, telegramUser, '380670007002')).expect(200);
    const ownViber: ViberPerson = { id: 'vb-own', name: 'Owner on Viber', language: 'uk' };
    const { authKey, payload } = await newKey(id.service, 'ua');
    await postViber(id.service, conversationStarted(ownViber, payload)).expect(200);
    await postViber(id.service, contactMessage(ownViber, '380670007002')).expect(200);
    expect(sentTo('vb-own').at(-1)!.body.text).toMatch(/^Цей номер уже підтверджено в магазині через Telegram/);
    const toOwner = id.telegram.calls.filter((c) => c.method === 'sendMessage' && c.body.chat_id === '7002').at(-1)!;
    // In the owner's language (that of their last sign-in), not the Viber page's.
    expect(toOwner.body.text).toMatch(/^Код для входа через Viber в ваш аккаунт на сайте «Ажур»: \d{6}\n/);

    await postViber(id.service, textMessage(ownViber, codeSentTo(7002))).expect(200);
    expect(sentTo('vb-own').at(-1)!.body.text).toMatch(/^Вхід на сайт «Ажур»/);
    await postViber(id.service, confirmMessage(ownViber, authKey)).expect(200);
    const res = await login(id.service, authKey).expect(200);
    expect(res.body.user).toMatchObject({ _id: first.body.user._id, phone: '380670007002', userName: 'Owner' });
    const { rows } = await id.service.pool.query('SELECT viber_id, viber_verified FROM users WHERE phone = $1', [
      '380670007002',
    ]);
    expect(rows[0]).toEqual({ viber_id: 'vb-own', viber_verified: true });
  });

  it('keeps a phone claimed through Viber from a second Viber account', async () => {
    await viberConfirmedKey(id.service, { id: 'vb-first', name: 'First' }, '380670007003');
    const second: ViberPerson = { id: 'vb-second', name: 'Second' };
    const { authKey, payload } = await newKey(id.service);
    await postViber(id.service, conversationStarted(second, payload)).expect(200);
    await postViber(id.service, contactMessage(second, '380670007003')).expect(200);
    expect(sentTo('vb-second').at(-1)!.body.text).toMatch(/^Этот номер уже привязан к другому аккаунту/);
    await postViber(id.service, confirmMessage(second, authKey)).expect(200);
    expect(sentTo('vb-second').at(-1)!.body.text).toMatch(/^Чтобы войти на сайт, поделитесь номером телефона/);
    await login(id.service, authKey).expect(401);
  });

  it('refuses a confirm typed by another Viber account than the one that opened the key', async () => {
    const owner: ViberPerson = { id: 'vb-opener', name: 'Opener' };
    const other: ViberPerson = { id: 'vb-other', name: 'Other' };
    await viberConfirmedKey(id.service, owner, '380670007004');
    await viberConfirmedKey(id.service, other, '380670007005');
    const { authKey, payload } = await newKey(id.service);
    await postViber(id.service, conversationStarted(owner, payload)).expect(200);
    await postViber(id.service, confirmMessage(other, authKey)).expect(200);
    expect(sentTo('vb-other').at(-1)!.body.text).toBe(
      'Этот вход открыт другим аккаунтом мессенджера, подтвердить его отсюда нельзя.',
    );
    await login(id.service, authKey).expect(401, { message: 'Вход ещё не подтверждён в мессенджере' });
    await postViber(id.service, textMessage(owner, `cancel:${authKey}`)).expect(200);
    expect(sentTo('vb-opener').at(-1)!.body.text).toBe('Вход отменён. Браузер не вошёл в ваш аккаунт.');
    await login(id.service, authKey).expect(401);
  });

  it('answers a bad or missing signature with 401 before reading anything, and stores nothing', async () => {
    const person: ViberPerson = { id: 'vb04', name: 'Eve' };
    const { authKey, payload } = await newKey(id.service);
    const users = await countRows(id.service, 'users');
    const calls = id.viber.calls.length;
    const started = conversationStarted(person, payload);
    const forged = [null, '', 'deadbeef', viberSignature(JSON.stringify(started), 'another-token')];
    for (const signature of forged) {
      await postViber(id.service, started, signature).expect(401);
      await postViber(id.service, contactMessage(person, '380990000004'), signature).expect(401);
    }
    const tampered = { ...started, context: 'x' };
    const res = await postViber(id.service, tampered, viberSignature(JSON.stringify(started), VIBER_TOKEN)).expect(401);
    expect(res.body).toEqual({ message: 'Неверная подпись Viber' });
    expect(await countRows(id.service, 'users')).toBe(users);
    expect(id.viber.calls.length).toBe(calls);
    const key = await id.service.pool.query('SELECT messenger_id FROM auth_keys WHERE key = $1', [authKey]);
    expect(key.rows[0].messenger_id).toBeNull();
  });

  it('acknowledges other callbacks and answers plain text with a hint', async () => {
    await postViber(id.service, {
      event: 'webhook',
      timestamp: Date.now(),
      chat_hostname: 'x',
      message_token: 1,
    }).expect(200, {
      status: 0,
    });
    await postViber(id.service, textMessage({ id: 'vb05', name: 'Hi' }, 'привет')).expect(200);
    expect(sentTo('vb05').at(-1)!.body.text).toBe('Чтобы войти, откройте бота по ссылке со страницы входа на сайте.');
  });
});
