import type { RequestHandler } from 'express';
import {
  internalHeaders,
  readCookie,
  SESSION_COOKIE,
  sessionUserSchema,
  signUserHeader,
  USER_HEADER,
  type SessionUser,
} from '@shop/shared';

const MAX_CACHE_ENTRIES = 10_000;

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

/** Caches lookups for a few seconds so a logout or a change of the admin flag takes effect quickly. */
export function cachedLookup(lookup: Lookup, ttlMs: number): Lookup {
  const cache = new Map<string, { user: SessionUser | undefined; until: number }>();
  return async (sid) => {
    const hit = cache.get(sid);
    if (hit && hit.until > Date.now()) return hit.user;
    const user = await lookup(sid);
    if (cache.size >= MAX_CACHE_ENTRIES) cache.clear();
    cache.set(sid, { user, until: Date.now() + ttlMs });
    return user;
  };
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
