import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { forbidden, readCookie, SESSION_COOKIE } from '@shop/shared';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write that carries the session cookie must come from the shop's own pages: a browser sends Origin on
 * such requests, and a foreign one is refused (CSRF). Calls without cookies (bots, scripts) are not affected.
 */
export function isForeignWrite(req: IncomingMessage, allowedHost: string): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET') || !readCookie(req.headers.cookie, SESSION_COOKIE)) return false;
  const origin = req.headers.origin ?? req.headers.referer;
  if (!origin) return false;
  try {
    const host = new URL(origin).host;
    return host !== allowedHost && host !== req.headers.host;
  } catch {
    return true;
  }
}

export function checkOrigin(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).host;
  return (req, _res, next) =>
    next(isForeignWrite(req, allowed) ? forbidden('Запрос с чужого сайта отклонён') : undefined);
}
