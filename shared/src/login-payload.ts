/**
 * The sign-in key and the payload of the messenger deep links (spec section 4, "Login flow"). Pure: the
 * browser makes the key and the links, identity's bots read them back.
 */
import { AUTH_KEY_LENGTH, LANGS, type Lang } from './domain';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const AUTH_KEY_PATTERN = new RegExp(`^[A-Za-z0-9]{${AUTH_KEY_LENGTH}}$`);
/** What Telegram accepts as a /start parameter. */
export const PAYLOAD_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A random key of AUTH_KEY_LENGTH letters and digits, from the platform's CSPRNG. */
export function makeAuthKey(
  random: (bytes: Uint8Array) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(AUTH_KEY_LENGTH * 2));
  let key = '';
  for (const byte of bytes) {
    // 248 = 4 × 62: rejecting the rest keeps every letter equally likely.
    if (byte < 248) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    if (key.length === AUTH_KEY_LENGTH) return key;
  }
  return key + makeAuthKey(random).slice(key.length);
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(payload: string): string | undefined {
  try {
    return atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
}

/** The deep-link payload: base64url of `<key>:<lang>` (16 characters of A-Z a-z 0-9 _ -). */
export function encodeLoginPayload(authKey: string, lang: Lang): string {
  return toBase64Url(`${authKey}:${lang}`);
}

/** The key and language a payload carries, or undefined for anything malformed. */
export function decodeLoginPayload(payload: string | undefined | null): { authKey: string; lang: Lang } | undefined {
  if (!payload || !PAYLOAD_PATTERN.test(payload)) return undefined;
  const [authKey, lang, ...rest] = (fromBase64Url(payload) ?? '').split(':');
  if (rest.length || !AUTH_KEY_PATTERN.test(authKey ?? '')) return undefined;
  return (LANGS as readonly string[]).includes(lang ?? '') ? { authKey, lang: lang as Lang } : undefined;
}

export const telegramLink = (bot: string, payload: string) =>
  `https://t.me/${encodeURIComponent(bot)}?start=${payload}`;
export const viberLink = (bot: string, payload: string) =>
  `viber://pa?chatURI=${encodeURIComponent(bot)}&context=${payload}`;
