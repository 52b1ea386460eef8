import request from 'supertest';
import type { TestService } from '@shop/shared/src/testing/service';
import { login, newKey, sessionCookie, TELEGRAM_SECRET } from './identity';

/** Updates shaped as Telegram's Bot API documents them (Update, Message, User, Chat, Contact). */
let updateId = 1000;
const now = () => Math.floor(Date.now() / 1000);

export interface TelegramPerson {
  id: number;
  first_name: string;
  last_name?: string;
  language_code?: string;
}

const message = (person: TelegramPerson, fields: object) => ({
  update_id: ++updateId,
  message: {
    message_id: updateId,
    date: now(),
    from: { is_bot: false, ...person },
    chat: { id: person.id, type: 'private', first_name: person.first_name },
    ...fields,
  },
});

export const startUpdate = (person: TelegramPerson, payload?: string) => {
  const text = payload ? `/start ${payload}` : '/start';
  return message(person, { text, entities: [{ offset: 0, length: 6, type: 'bot_command' }] });
};

export const contactUpdate = (person: TelegramPerson, phone: string, ownerId: number | undefined = person.id) =>
  message(person, {
    contact: { phone_number: phone, first_name: person.first_name, last_name: person.last_name, user_id: ownerId },
  });

/** A press of an inline button under a bot message, as Telegram sends it (callback_query). */
export const callbackUpdate = (person: TelegramPerson, data: string) => ({
  update_id: ++updateId,
  callback_query: {
    id: String(updateId),
    from: { is_bot: false, ...person },
    chat_instance: `ci${person.id}`,
    data,
    message: { message_id: updateId, date: now(), chat: { id: person.id, type: 'private' }, text: '…' },
  },
});

/** Presses the confirm button of a key's confirmation. */
export const confirmUpdate = (person: TelegramPerson, authKey: string) => callbackUpdate(person, `confirm:${authKey}`);

/** Posts an update as Telegram would; a null secret sends no secret-token header. */
export const postTelegram = (service: TestService, update: object, secret: string | null = TELEGRAM_SECRET) => {
  const req = request(service.app).post('/bots/telegram');
  return (secret === null ? req : req.set('x-telegram-bot-api-secret-token', secret)).send(update);
};

/** The whole Telegram journey for a person: open the link, share the own contact, confirm; the key not yet spent. */
export async function confirmedKey(service: TestService, person: TelegramPerson, phone: string): Promise<string> {
  const { authKey, payload } = await newKey(service);
  await postTelegram(service, startUpdate(person, payload)).expect(200);
  await postTelegram(service, contactUpdate(person, phone)).expect(200);
  await postTelegram(service, confirmUpdate(person, authKey)).expect(200);
  return authKey;
}

/** Signs the person in and returns the answer of POST /api/user/login and its session cookie. */
export async function signedIn(service: TestService, person: TelegramPerson, phone: string) {
  const res = await login(service, await confirmedKey(service, person, phone)).expect(200);
  const cookie = sessionCookie(res)!;
  return { user: res.body.user, cookie, sid: cookie.split(';')[0].slice('sid='.length) };
}
