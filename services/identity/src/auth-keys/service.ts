import { createHash, randomInt } from 'node:crypto';
import {
  addToOutbox,
  decodeLoginPayload,
  langSchema,
  withTransaction,
  type Lang,
  type Pool,
  type Queryable,
} from '@shop/shared';
import { safeEqual } from '../safe-equal';
import { isPlausiblePhone, normalizePhone } from '../users/phone';
import {
  findAccountUser,
  findUserById,
  findUserByMessenger,
  isLinkVerified,
  linkProvenAccount,
  setUserLang,
  type Channel,
} from '../users/repo';
import { linkContact } from './ownership';
import {
  clearProof,
  confirmKey,
  countProofAttempt,
  findOpenKey,
  findPendingKey,
  markCancelled,
  markOpened,
  startProof,
  type AuthKeyRow,
} from './repo';
import { botText, confirmText, ownerCodeText, type BotTextId } from './texts';

/**
 * What a bot answers: a text, and which buttons to offer: the share-phone button (askPhone) or the
 * confirm/cancel buttons of the key (confirmKey).
 */
export interface BotReply {
  text: string;
  lang: Lang;
  askPhone: boolean;
  confirmKey?: string;
  signedIn: boolean;
}

export interface SignInDeps {
  pool: Pool;
  /** The shop as a confirmation names it. */
  shop: string;
  /** Publish the outbox soon (the relay also polls). */
  kick(): void;
  /** Sends a text to a Telegram chat; absent without a Telegram bot. */
  sendTelegram?(chatId: string, text: string): Promise<void>;
}

/** Tries of a code before the proof is void (the account must share its phone again for a new code). */
const CODE_ATTEMPTS = 5;

export const botReply = (id: BotTextId, lang: Lang, extra: Partial<BotReply> = {}): BotReply => ({
  text: botText(id, lang),
  lang,
  askPhone: false,
  signedIn: false,
  ...extra,
});

const asLang = (value: string): Lang => langSchema.catch('ru').parse(value);

/** The question with its buttons: nothing signs in before the account presses confirm. */
const askConfirm = (deps: SignInDeps, key: AuthKeyRow, lang: Lang): BotReply => ({
  text: confirmText({ shop: deps.shop, browser: key.browser, createdAt: key.created_at }, lang),
  lang,
  askPhone: false,
  confirmKey: key.key,
  signedIn: false,
});

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A messenger account opened the deep link: it becomes the one account that may confirm the key. A known
 * account is asked to confirm, an unknown one for its phone. Every bot (and the demo messenger) goes through here.
 */
export async function openLink(
  deps: SignInDeps,
  input: { channel: Channel; messengerId: string; payload: string | undefined; fallbackLang: Lang },
): Promise<BotReply> {
  const decoded = decodeLoginPayload(input.payload);
  if (!decoded) return botReply('badLink', input.fallbackLang);
  const { authKey, lang } = decoded;
  return withTransaction(deps.pool, async (db) => {
    const key = await findOpenKey(db, authKey);
    if (!key) return botReply('expired', lang);
    await markOpened(db, authKey, input.channel, input.messengerId);
    const user = await findUserByMessenger(db, input.channel, input.messengerId);
    if (!user) return botReply('askPhone', lang, { askPhone: true });
    await setUserLang(db, user._id, lang);
    return askConfirm(deps, key, lang);
  });
}

interface AccountAnswer {
  channel: Channel;
  messengerId: string;
  authKey: string;
  fallbackLang: Lang;
}

/** The key the account answers about: open, fresh, and opened by this very account. */
async function keyOfAccount(db: Queryable, input: AccountAnswer) {
  const key = await findOpenKey(db, input.authKey);
  if (!key) return { refusal: botReply('expired', input.fallbackLang) };
  const lang = asLang(key.lang);
  if (!key.channel) return { refusal: botReply('badLink', lang) };
  if (key.channel !== input.channel || key.messenger_id !== input.messengerId) {
    return { refusal: botReply('otherAccount', lang) };
  }
  return { key, lang };
}

/** The confirm button: signs the page in for the account's user, and records `identity.user.authenticated`. */
export async function confirmSignIn(deps: SignInDeps, input: AccountAnswer): Promise<BotReply> {
  const result = await withTransaction(deps.pool, async (db) => {
    const { key, lang, refusal } = await keyOfAccount(db, input);
    if (!key) return refusal;
    const user = await findAccountUser(db, input.channel, input.messengerId);
    if (!user) return botReply('askPhone', lang, { askPhone: true });
    if (!(await confirmKey(db, key.key, user._id, isLinkVerified(user, input.channel))))
      return botReply('expired', lang);
    await addToOutbox(db, 'identity.user.authenticated', { authKey: key.key, userId: user._id });
    return botReply('signedIn', lang, { signedIn: true });
  });
  if (result.signedIn) deps.kick();
  return result;
}

/** The cancel button: the key stays unconfirmed and nobody's until a messenger opens it again. */
export async function cancelSignIn(deps: SignInDeps, input: AccountAnswer): Promise<BotReply> {
  return withTransaction(deps.pool, async (db) => {
    const { key, lang, refusal } = await keyOfAccount(db, input);
    if (!key) return refusal;
    await markCancelled(db, key.key);
    return botReply('cancelled', lang);
  });
}

/** What a confirmation's buttons send back: the answer and the key ("confirm:Ab3dE5gH"). */
export const ANSWER_PATTERN = /^(confirm|cancel):([A-Za-z0-9]{1,16})$/;
export const answerData = (answer: 'confirm' | 'cancel', authKey: string) => `${answer}:${authKey}`;

/** A button's answer from an account; undefined when the data is no answer at all. */
export function answerSignIn(
  deps: SignInDeps,
  data: string,
  account: Omit<AccountAnswer, 'authKey'>,
): Promise<BotReply> | undefined {
  const match = ANSWER_PATTERN.exec(data);
  if (!match) return undefined;
  const input = { ...account, authKey: match[2] };
  return match[1] === 'confirm' ? confirmSignIn(deps, input) : cancelSignIn(deps, input);
}

/**
 * How far the messenger vouches that a shared contact is the sender's own: Telegram names the contact's
 * account ('verified' or 'foreign'); a Viber contact is only 'claimed': it may create a new user, or prove a
 * verified owner's phone by a code, but never take over the user who already has that phone.
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

type Proof = { chatId: string; text: string };

/** The account shared its phone: create or link the user (or start a proof), then ask to confirm the key. */
export async function shareContact(deps: SignInDeps, input: SharedContact): Promise<BotReply> {
  const phone = normalizePhone(input.phone);
  let proof: Proof | undefined;
  const result = await withTransaction(deps.pool, async (db) => {
    const key = await findPendingKey(db, input.channel, input.messengerId);
    if (!key) return botReply('badLink', input.fallbackLang);
    const lang = asLang(key.lang);
    if (input.ownership === 'foreign' || !isPlausiblePhone(phone))
      return botReply('foreignContact', lang, { askPhone: true });
    const userName = input.userName.trim().slice(0, 60);
    const verified = input.ownership === 'verified';
    const outcome = await linkContact(db, { ...input, phone, userName, lang, verified });
    if (outcome.kind === 'linked') return askConfirm(deps, key, lang);
    if (outcome.kind === 'taken' || !deps.sendTelegram) return botReply('phoneTaken', lang);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await startProof(db, key.key, outcome.owner._id, hashCode(code));
    proof = { chatId: outcome.owner.telegramId, text: ownerCodeText(code, deps.shop, asLang(outcome.owner.lang)) };
    return botReply('codeSent', lang);
  });
  if (!proof) return result;
  const sent = await deps.sendTelegram!(proof.chatId, proof.text).then(
    () => true,
    () => false,
  );
  return sent ? result : botReply('codeNotSent', result.lang);
}

/** A Viber account types the code sent to the phone's verified owner: right, its link is proven. */
export async function enterCode(
  deps: SignInDeps,
  input: { channel: Channel; messengerId: string; code: string; fallbackLang: Lang },
): Promise<BotReply> {
  return withTransaction(deps.pool, async (db) => {
    const key = await findPendingKey(db, input.channel, input.messengerId);
    if (!key?.proof_user_id || !key.proof_code_hash) return botReply('badLink', input.fallbackLang);
    const lang = asLang(key.lang);
    await countProofAttempt(db, key.key);
    if (!safeEqual(hashCode(input.code), key.proof_code_hash)) {
      if (key.proof_attempts + 1 < CODE_ATTEMPTS) return botReply('wrongCode', lang);
      await clearProof(db, key.key);
      return botReply('expired', lang);
    }
    await clearProof(db, key.key);
    const owner = await findUserById(db, key.proof_user_id);
    if (!owner) return botReply('expired', lang);
    const account = { channel: input.channel, messengerId: input.messengerId, phone: owner.phone, verified: true };
    await linkProvenAccount(db, owner._id, { ...account, userName: owner.userName, lang });
    return askConfirm(deps, key, lang);
  });
}
