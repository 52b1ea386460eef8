import { unauthorized, withTransaction, type Pool } from '@shop/shared';
import { findKey, useKey } from '../auth-keys/repo';
import { findUserById, publicUser } from '../users/repo';
import type { PublicUser } from '../users/schema';
import { countAttempt } from './rate-limit';
import { createSession } from './repo';
import { isWellFormedKey } from './schema';

export const LOGIN_MESSAGES = {
  unknown: 'Ключ входа не найден. Обновите страницу входа',
  unconfirmed: 'Вход ещё не подтверждён в мессенджере',
  used: 'Ключ входа уже использован. Обновите страницу входа',
  expired: 'Ключ входа устарел. Обновите страницу входа',
} as const;

export interface LoginOptions {
  ip: string;
  attemptsPerMinute: number;
  sessionDays: number;
}

/** Why a key cannot sign in, for a clear 401. */
async function refusal(pool: Pool, authKey: string) {
  const key = isWellFormedKey(authKey) ? await findKey(pool, authKey) : undefined;
  if (!key) return unauthorized(LOGIN_MESSAGES.unknown);
  if (key.used_at) return unauthorized(LOGIN_MESSAGES.used);
  if (!key.fresh) return unauthorized(LOGIN_MESSAGES.expired);
  return unauthorized(LOGIN_MESSAGES.unconfirmed);
}

/** Spends a bot-confirmed key (once, within its lifetime) on a new session. */
export async function login(
  pool: Pool,
  authKey: string,
  options: LoginOptions,
): Promise<{ user: PublicUser; sid: string }> {
  await countAttempt(pool, 'login', options.ip, options.attemptsPerMinute);
  const result = await withTransaction(pool, async (db) => {
    const used = isWellFormedKey(authKey) ? await useKey(db, authKey) : undefined;
    const user = used && (await findUserById(db, used.user_id));
    if (!used || !user) return undefined;
    const opener = { userId: user._id, channel: used.channel, messengerId: used.messenger_id, verified: used.verified };
    return { user: publicUser(user), sid: await createSession(db, opener, options.sessionDays) };
  });
  if (!result) throw await refusal(pool, authKey);
  return result;
}
