import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { forbidden, readCookie, SESSION_COOKIE } from '@shop/shared';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the request's Origin (else Referer) names another site than the shop; false when it names none. */
function fromAnotherSite(req: IncomingMessage, allowedHost: string): boolean {
  const origin = req.headers.origin ?? req.headers.referer;
  if (!origin) return false;
  try {
    const host = new URL(origin).host;
    return host !== allowedHost && host !== req.headers.host;
  } catch {
    return true;
  }
}

/**
 * A write that carries the session cookie must come from the shop's own pages: a browser sends Origin on
 * such requests, and a foreign one is refused (CSRF). Calls without cookies (bots, scripts) are not affected.
 */
export function isForeignWrite(req: IncomingMessage, allowedHost: string): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET') || !readCookie(req.headers.cookie, SESSION_COOKIE)) return false;
  return fromAnotherSite(req, allowedHost);
}

const LOGOUT = /^\/api\/user\/logout\/?$/i;
const OWN_SITE = new Set(['same-origin', 'none']);

/**
 * Logout stays a GET (the spec's call), so a link, an image or a redirect on another site could sign shoppers
 * out (the SameSite=Lax cookie goes along on a top-level navigation). A browser that says where the request
 * comes from must say this shop: Sec-Fetch-Site `same-origin` or `none` (typed, bookmarked) passes, `same-site`
 * (a sibling subdomain) and `cross-site` do not; without it, an Origin or Referer must name this shop. A request
 * that says nothing at all (curl, a browser from before Fetch Metadata that sent no Referer) passes: nothing
 * tells it apart from the shopper's own click.
 */
export function isCrossSiteLogout(req: IncomingMessage, pathname: string, allowedHost: string): boolean {
  if (!LOGOUT.test(pathname)) return false;
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return !OWN_SITE.has(site.toLowerCase());
  return fromAnotherSite(req, allowedHost);
}

/** Refuses writes and logouts that another site started (CSRF). */
export function checkOrigin(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).host;
  return (req, _res, next) => {
    const foreign = isForeignWrite(req, allowed) || isCrossSiteLogout(req, req.baseUrl + req.path, allowed);
    next(foreign ? forbidden('Запрос с чужого сайта отклонён') : undefined);
  };
}
