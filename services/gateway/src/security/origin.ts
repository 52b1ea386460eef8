import type { RequestHandler } from 'express';
import { forbidden, readCookie, SESSION_COOKIE } from '@shop/shared';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write that carries the session cookie must come from the shop's own pages: a browser sends Origin on
 * such requests, and a foreign one is refused (CSRF). Calls without cookies (bots, scripts) are not affected.
 */
export function checkOrigin(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).host;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || !readCookie(req.headers.cookie, SESSION_COOKIE)) return next();
    const origin = req.headers.origin ?? req.headers.referer;
    if (!origin) return next();
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return next(forbidden('Запрос с чужого сайта отклонён'));
    }
    next(host === allowed || host === req.headers.host ? undefined : forbidden('Запрос с чужого сайта отклонён'));
  };
}
