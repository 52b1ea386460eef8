import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, SessionUser } from '@shop/shared';
import type { Channel } from '../users/repo';

/**
 * Only the SHA-256 of a session id is stored: the id is 32 random bytes, so its hash cannot be reversed or
 * guessed, and a read of the table signs nobody in.
 */
export const hashSessionId = (sid: string) => createHash('sha256').update(sid).digest('base64url');

/** The messenger link that opens a session, and whether that link was verified (else it only claimed the phone). */
export interface SessionOpener {
  userId: string;
  channel: Channel;
  messengerId: string;
  verified: boolean;
}

/** A new session of 32 random bytes (base64url) that lasts `days`: the cookie's id, which is never stored. */
export async function createSession(db: Queryable, opener: SessionOpener, days: number): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (sid_hash, user_id, channel, messenger_id, verified, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
    [hashSessionId(sid), opener.userId, opener.channel, opener.messengerId, opener.verified, days],
  );
  return sid;
}

/** Who holds a live session, with the admin flag as it is now (rights count for a proven phone only). */
export async function findSessionUser(db: Queryable, sid: string): Promise<SessionUser | undefined> {
  const { rows } = await db.query<SessionUser>(
    `SELECT u.id AS "_id", u.user_name AS "userName", u.phone, u.auth_method AS "authMethod",
       (u.is_admin AND u.phone_verified) AS "isAdmin"
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.sid_hash = $1 AND s.expires_at > now()`,
    [hashSessionId(sid)],
  );
  return rows[0];
}

export async function deleteSession(db: Queryable, sid: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE sid_hash = $1', [hashSessionId(sid)]);
}

/** Ends every session of the user that a link only claiming the phone opened. */
export async function endClaimedSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND NOT verified', [userId]);
}

export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
}
