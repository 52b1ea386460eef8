import {
  addToOutbox,
  decodeLoginPayload,
  langSchema,
  withTransaction,
  type Lang,
  type Pool,
  type Queryable,
} from '@shop/shared';
import { isPlausiblePhone, normalizePhone } from '../users/phone';
import { findUserByMessenger, findUserByPhone, setUserLang, upsertFromMessenger, type Channel } from '../users/repo';
import { confirmKey, findOpenKey, findPendingKey, markPending } from './repo';
import { botText, type BotTextId } from './texts';

/** What a bot answers: a text, and whether to offer the share-phone button. */
export interface BotReply {
  text: string;
  lang: Lang;
  askPhone: boolean;
  signedIn: boolean;
}

export interface SignInDeps {
  pool: Pool;
  /** Publish the outbox soon (the relay also polls). */
  kick(): void;
}

const reply = (id: BotTextId, lang: Lang, extra: Partial<BotReply> = {}): BotReply => ({
  text: botText(id, lang),
  lang,
  askPhone: false,
  signedIn: false,
  ...extra,
});

const asLang = (value: string): Lang => langSchema.catch('ru').parse(value);

/** Confirms the key for the user and records `identity.user.authenticated` in the same transaction. */
async function confirm(db: Queryable, authKey: string, userId: string): Promise<boolean> {
  if (!(await confirmKey(db, authKey, userId))) return false;
  await addToOutbox(db, 'identity.user.authenticated', { authKey, userId });
  return true;
}

/**
 * A messenger account opened the deep link: a known account signs in at once, an unknown one is asked for
 * its phone. Every bot (and the demo messenger) goes through here.
 */
export async function openLink(
  deps: SignInDeps,
  input: { channel: Channel; messengerId: string; payload: string | undefined; fallbackLang: Lang },
): Promise<BotReply> {
  const decoded = decodeLoginPayload(input.payload);
  if (!decoded) return reply('badLink', input.fallbackLang);
  const { authKey, lang } = decoded;
  const result = await withTransaction(deps.pool, async (db) => {
    const key = await findOpenKey(db, authKey);
    if (!key) return reply('expired', lang);
    const user = await findUserByMessenger(db, input.channel, input.messengerId);
    if (!user) {
      await markPending(db, authKey, input.channel, input.messengerId);
      return reply('askPhone', lang, { askPhone: true });
    }
    await setUserLang(db, user._id, lang);
    return (await confirm(db, authKey, user._id))
      ? reply('signedIn', lang, { signedIn: true })
      : reply('expired', lang);
  });
  if (result.signedIn) deps.kick();
  return result;
}

/**
 * How far the messenger vouches that a shared contact is the sender's own: Telegram names the contact's
 * account ('verified' or 'foreign'); a Viber contact is only 'claimed', so it may create a new user but
 * never take over the user who already has that phone.
 */
export type Ownership = 'verified' | 'claimed' | 'foreign';

export interface SharedContact {
  channel: Channel;
  messengerId: string;
  phone: string;
  userName: string;
  ownership: Ownership;
  fallbackLang: Lang;
}

/** The account shared its phone: create or update the user, then confirm the key it opened. */
export async function shareContact(deps: SignInDeps, input: SharedContact): Promise<BotReply> {
  const phone = normalizePhone(input.phone);
  const result = await withTransaction(deps.pool, async (db) => {
    const key = await findPendingKey(db, input.channel, input.messengerId);
    if (!key) return reply('badLink', input.fallbackLang);
    const lang = asLang(key.lang);
    if (input.ownership === 'foreign' || !isPlausiblePhone(phone))
      return reply('foreignContact', lang, { askPhone: true });
    if (input.ownership === 'claimed' && (await findUserByPhone(db, phone))) return reply('phoneTaken', lang);
    const user = await upsertFromMessenger(db, { ...input, phone, userName: input.userName.trim().slice(0, 60), lang });
    return (await confirm(db, key.key, user._id))
      ? reply('signedIn', lang, { signedIn: true })
      : reply('expired', lang);
  });
  if (result.signedIn) deps.kick();
  return result;
}
