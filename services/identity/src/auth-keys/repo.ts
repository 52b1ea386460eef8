import type { Queryable } from '@shop/shared';
import type { Channel } from '../users/repo';

/** How long a key lives from its birth (the page registering it): confirm and sign in within this. */
export const KEY_TTL_MS = 5 * 60_000;
const FRESH = `created_at > now() - make_interval(secs => ${KEY_TTL_MS / 1000})`;

export interface AuthKeyRow {
  key: string;
  lang: string;
  created_at: Date;
  /** The browser of the page that registered the key (a summary of its User-Agent). */
  browser: string;
  /** The messenger account that opened the link: the only one that may confirm it. */
  channel: Channel | null;
  messenger_id: string | null;
  user_id: string | null;
  /** Whether the link that confirmed the key was verified (its session is then a verified one). */
  verified: boolean | null;
  confirmed_at: Date | null;
  used_at: Date | null;
  /** A Viber account proving a verified phone: the user it proves, the hash of the code sent to them. */
  proof_user_id: string | null;
  proof_code_hash: string | null;
  proof_attempts: number;
}

/** Registers a key; 'exists' when it is already known (the page's retry, or another page's key). */
export async function insertKey(
  db: Queryable,
  key: string,
  lang: string,
  browser: string,
): Promise<'created' | 'exists'> {
  const { rowCount } = await db.query(
    'INSERT INTO auth_keys (key, lang, browser) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [key, lang, browser],
  );
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

/** Remembers which messenger account opened the key (the last one to open it); any earlier proof is void. */
export async function markOpened(db: Queryable, key: string, channel: Channel, messengerId: string): Promise<void> {
  await db.query(
    `UPDATE auth_keys SET channel = $2, messenger_id = $3, proof_user_id = NULL, proof_code_hash = NULL,
       proof_attempts = 0 WHERE key = $1`,
    [key, channel, messengerId],
  );
}

/** The account said no: the key is nobody's to confirm until a messenger opens it again. */
export async function markCancelled(db: Queryable, key: string): Promise<void> {
  await db.query(
    `UPDATE auth_keys SET channel = NULL, messenger_id = NULL, proof_user_id = NULL, proof_code_hash = NULL
     WHERE key = $1`,
    [key],
  );
}

/** The newest fresh key a messenger account opened and has not finished. */
export async function findPendingKey(db: Queryable, channel: Channel, messengerId: string) {
  const { rows } = await db.query<AuthKeyRow>(
    `SELECT * FROM auth_keys WHERE channel = $1 AND messenger_id = $2 AND user_id IS NULL AND ${FRESH}
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [channel, messengerId],
  );
  return rows[0];
}

/** The Viber account owes a code sent to the verified owner of the phone it shared. */
export async function startProof(db: Queryable, key: string, userId: string, codeHash: string): Promise<void> {
  await db.query('UPDATE auth_keys SET proof_user_id = $2, proof_code_hash = $3, proof_attempts = 0 WHERE key = $1', [
    key,
    userId,
    codeHash,
  ]);
}

/** Counts a try of the code; a proof that is used up or done is cleared. */
export async function countProofAttempt(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE auth_keys SET proof_attempts = proof_attempts + 1 WHERE key = $1', [key]);
}

export async function clearProof(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE auth_keys SET proof_user_id = NULL, proof_code_hash = NULL WHERE key = $1', [key]);
}

/** Confirms an open fresh key for a user; false when it was confirmed meanwhile or has expired. */
export async function confirmKey(db: Queryable, key: string, userId: string, verified: boolean): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE auth_keys SET user_id = $2, verified = $3, confirmed_at = now(), proof_user_id = NULL,
       proof_code_hash = NULL WHERE key = $1 AND user_id IS NULL AND ${FRESH}`,
    [key, userId, verified],
  );
  return (rowCount ?? 0) > 0;
}

/** Uses a confirmed fresh key once: the user it signs in and the link that confirmed it, or undefined. */
export async function useKey(db: Queryable, key: string) {
  const { rows } = await db.query<{ user_id: string; channel: Channel; messenger_id: string; verified: boolean }>(
    `UPDATE auth_keys SET used_at = now()
     WHERE key = $1 AND user_id IS NOT NULL AND used_at IS NULL AND ${FRESH}
     RETURNING user_id, channel, messenger_id, verified`,
    [key],
  );
  return rows[0];
}

/** Confirmed keys of the user that a claimed link confirmed and nobody has spent yet: they sign nobody in. */
export async function dropClaimedKeys(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM auth_keys WHERE user_id = $1 AND NOT verified AND used_at IS NULL', [userId]);
}

/** Keys past any use: kept a day for the record, then deleted. */
export async function deleteOldKeys(db: Queryable): Promise<void> {
  await db.query("DELETE FROM auth_keys WHERE created_at < now() - interval '1 day'");
}
