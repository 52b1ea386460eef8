import { HttpError, type Queryable } from '@shop/shared';
import type { Request } from 'express';

export const tooManyAttempts = () => new HttpError(429, 'Слишком много попыток входа. Попробуйте через минуту');

/**
 * Counts an attempt of `action` from `ip` in the current one-minute window, in PostgreSQL so every replica
 * shares the count; throws 429 past `limit`.
 */
export async function countAttempt(db: Queryable, action: string, ip: string, limit: number): Promise<void> {
  const { rows } = await db.query<{ attempts: number }>(
    `INSERT INTO rate_limits (action, ip, window_start, attempts) VALUES ($1, $2, date_trunc('minute', now()), 1)
     ON CONFLICT (action, ip, window_start) DO UPDATE SET attempts = rate_limits.attempts + 1
     RETURNING attempts`,
    [action, ip],
  );
  if (rows[0].attempts > limit) throw tooManyAttempts();
}

export async function deleteOldAttempts(db: Queryable): Promise<void> {
  await db.query("DELETE FROM rate_limits WHERE window_start < now() - interval '10 minutes'");
}

/** The caller's address as the gateway saw it (X-Forwarded-For, trusted only from the gateway's networks). */
export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
