import { randomBytes } from 'node:crypto';
import type { Queryable, SessionUser } from '@shop/shared';

/** A new session of 32 random bytes (base64url) that lasts `days`. */
export async function createSession(db: Queryable, userId: string, days: number): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO sessions (sid, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))', [
    sid,
    userId,
    days,
  ]);
  return sid;
}

/** Who holds a live session, with the admin flag as it is now. */
export async function findSessionUser(db: Queryable, sid: string): Promise<SessionUser | undefined> {
  const { rows } = await db.query<SessionUser>(
    `SELECT u.id AS "_id", u.user_name AS "userName", u.phone, u.auth_method AS "authMethod", u.is_admin AS "isAdmin"
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.sid = $1 AND s.expires_at > now()`,
    [sid],
  );
  return rows[0];
}

export async function deleteSession(db: Queryable, sid: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE sid = $1', [sid]);
}

export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
}
