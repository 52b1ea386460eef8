import type { Queryable } from '@shop/shared';
import type { Channel } from '../users/repo';

/** How long a key lives from its birth (the page registering it): confirm and sign in within this. */
export const KEY_TTL_MS = 5 * 60_000;
const FRESH = `created_at > now() - make_interval(secs => ${KEY_TTL_MS / 1000})`;

export interface AuthKeyRow {
  key: string;
  lang: string;
  created_at: Date;
  pending_channel: string | null;
  pending_messenger_id: string | null;
  user_id: string | null;
  confirmed_at: Date | null;
  used_at: Date | null;
}

/** Registers a key; 'exists' when it is already known (the page's retry, or another page's key). */
export async function insertKey(db: Queryable, key: string, lang: string): Promise<'created' | 'exists'> {
  const { rowCount } = await db.query('INSERT INTO auth_keys (key, lang) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    key,
    lang,
  ]);
  return rowCount ? 'created' : 'exists';
}

export async function findKey(db: Queryable, key: string): Promise<(AuthKeyRow & { fresh: boolean }) | undefined> {
  const { rows } = await db.query<AuthKeyRow & { fresh: boolean }>(
    `SELECT *, ${FRESH} AS fresh FROM auth_keys WHERE key = $1`,
    [key],
  );
  return rows[0];
}

/** A fresh key nobody has confirmed yet, or undefined. */
export async function findOpenKey(db: Queryable, key: string): Promise<AuthKeyRow | undefined> {
  const { rows } = await db.query<AuthKeyRow>(
    `SELECT * FROM auth_keys WHERE key = $1 AND user_id IS NULL AND ${FRESH} FOR UPDATE`,
    [key],
  );
  return rows[0];
}

/** Remembers which messenger account opened the key and still owes its phone. */
export async function markPending(db: Queryable, key: string, channel: Channel, messengerId: string): Promise<void> {
  await db.query('UPDATE auth_keys SET pending_channel = $2, pending_messenger_id = $3 WHERE key = $1', [
    key,
    channel,
    messengerId,
  ]);
}

/** The newest fresh key a messenger account opened and has not finished. */
export async function findPendingKey(db: Queryable, channel: Channel, messengerId: string) {
  const { rows } = await db.query<AuthKeyRow>(
    `SELECT * FROM auth_keys WHERE pending_channel = $1 AND pending_messenger_id = $2 AND user_id IS NULL AND ${FRESH}
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [channel, messengerId],
  );
  return rows[0];
}

/** Confirms an open fresh key for a user; false when it was confirmed meanwhile or has expired. */
export async function confirmKey(db: Queryable, key: string, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE auth_keys SET user_id = $2, confirmed_at = now(), pending_channel = NULL, pending_messenger_id = NULL
     WHERE key = $1 AND user_id IS NULL AND ${FRESH}`,
    [key, userId],
  );
  return (rowCount ?? 0) > 0;
}

/** Uses a confirmed fresh key once: the user it signs in, or undefined. */
export async function useKey(db: Queryable, key: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE auth_keys SET used_at = now()
     WHERE key = $1 AND user_id IS NOT NULL AND used_at IS NULL AND ${FRESH} RETURNING user_id`,
    [key],
  );
  return rows[0]?.user_id;
}

/** Keys past any use: kept a day for the record, then deleted. */
export async function deleteOldKeys(db: Queryable): Promise<void> {
  await db.query("DELETE FROM auth_keys WHERE created_at < now() - interval '1 day'");
}
