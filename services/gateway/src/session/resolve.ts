import type { RequestHandler } from 'express';
import {
  internalHeaders,
  LRUCache,
  readCookie,
  SESSION_COOKIE,
  sessionUserSchema,
  signUserHeader,
  USER_HEADER,
  type SessionUser,
} from '@shop/shared';

export const MAX_KEPT_SESSIONS = 10_000;

type Lookup = (sid: string) => Promise<SessionUser | undefined>;

/** Asks identity who holds a session id. A failure of identity counts as "nobody", never as a crash. */
export function identityLookup(identityUrl: string, secret: string): Lookup {
  return async (sid) => {
    const res = await fetch(`${identityUrl}/internal/sessions/resolve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...internalHeaders(secret) },
      body: JSON.stringify({ sid }),
      signal: AbortSignal.timeout(3000),
    }).catch(() => undefined);
    if (!res?.ok) return undefined;
    const parsed = sessionUserSchema.safeParse(((await res.json()) as { user?: unknown }).user);
    return parsed.success ? parsed.data : undefined;
  };
}

/**
 * Keeps each answer (a user or nobody) for `ttlMs`, so a logout or a change of the admin flag takes effect within
 * it; requests of one session that come together share one question to identity, and a full cache forgets the
 * session used longest ago.
 */
export function cachedLookup(lookup: Lookup, ttlMs: number): Lookup {
  if (ttlMs === 0) return lookup;
  // lru-cache keeps no undefined value, so "nobody" is kept as an answer too.
  const kept = new LRUCache<string, { user: SessionUser | undefined }>({
    max: MAX_KEPT_SESSIONS,
    ttl: ttlMs,
    fetchMethod: async (sid) => ({ user: await lookup(sid) }),
  });
  return async (sid) => (await kept.fetch(sid))?.user;
}

/**
 * Resolves the session cookie and passes the user on in the signed header (whatever came from outside in its
 * place is gone already: stampClient); req.user serves the gateway's own routes.
 */
export function resolveSession(lookup: Lookup, secret: string): RequestHandler {
  return async (req, _res, next) => {
    const sid = readCookie(req.headers.cookie, SESSION_COOKIE);
    req.user = sid ? await lookup(sid) : undefined;
    if (req.user) req.headers[USER_HEADER] = signUserHeader(req.user, secret);
    next();
  };
}
