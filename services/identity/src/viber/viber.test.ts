import { eventually } from '../testing/fakes';
import { countRows, login, newKey, startIdentity, VIBER_TOKEN, type Identity } from '../testing/identity';
import { contactUpdate, postTelegram, startUpdate } from '../testing/telegram-updates';
import {
  contactMessage,
  conversationStarted,
  postViber,
  textMessage,
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
    const reply = sentTo(person.id).at(-1)!;
    expect(reply.headers['x-viber-auth-token']).toBe(VIBER_TOKEN);
    expect(reply.body).toMatchObject({ type: 'text', text: 'Готово! Ви увійшли на сайт, поверніться до браузера.' });
    const event = await eventually(() => id.authenticated.find((e) => e.data.authKey === authKey));
    const res = await login(id.service, authKey).expect(200);
    expect(res.body.user).toMatchObject({
      _id: event.data.userId,
      phone: '380631234567',
      userName: 'Петро',
      authMethod: 'viber',
    });
  });

  it('signs a known user in at once with the welcome message', async () => {
    const person: ViberPerson = { id: 'vb02', name: 'Anna' };
    const first = await newKey(id.service);
    await postViber(id.service, conversationStarted(person, first.payload)).expect(200);
    await postViber(id.service, contactMessage(person, '+38 (063) 000-11-22')).expect(200);

    const second = await newKey(id.service);
    const welcome = await postViber(id.service, conversationStarted(person, second.payload)).expect(200);
    expect(welcome.body).toEqual({
      sender: { name: 'shoptestbot' },
      type: 'text',
      text: 'Готово! Вы вошли на сайт, вернитесь в браузер.',
    });
    await eventually(() => id.authenticated.find((e) => e.data.authKey === second.authKey));
    expect((await login(id.service, second.authKey).expect(200)).body.user.phone).toBe('380630001122');
  });

  it('never hands a new Viber account a phone that already has a user', async () => {
    const telegramUser = { id: 7001, first_name: 'Admin' };
    const t = await newKey(id.service);
    await postTelegram(id.service, startUpdate(telegramUser, t.payload)).expect(200);
    await postTelegram(id.service, contactUpdate(telegramUser, '380670007001')).expect(200);

    const intruder: ViberPerson = { id: 'vb03', name: 'Intruder' };
    const { authKey, payload } = await newKey(id.service);
    await postViber(id.service, conversationStarted(intruder, payload)).expect(200);
    await postViber(id.service, contactMessage(intruder, '380670007001')).expect(200);
    expect(sentTo('vb03').at(-1)!.body.text).toMatch(/^Этот номер уже привязан к другому аккаунту/);
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
    const key = await id.service.pool.query('SELECT pending_messenger_id FROM auth_keys WHERE key = $1', [authKey]);
    expect(key.rows[0].pending_messenger_id).toBeNull();
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
