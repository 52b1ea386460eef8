/** Small cookie helpers (the user and checkout cookies) on the `cookie` package, parsed as the servers parse. */
import { readCookie as readFromHeader, serializeCookie } from '@shop/shared/src/cookies';

/** One cookie of a Cookie header (pure), or null. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  return readFromHeader(cookieHeader, name) ?? null;
}

export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : parseCookie(document.cookie, name);
}

export function writeCookie(name: string, value: string, days = 30): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  document.cookie = serializeCookie(name, value, { path: '/', maxAge: days * 86400, sameSite: 'lax', secure });
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, '', { path: '/', maxAge: 0, sameSite: 'lax' });
}

/** A JSON cookie, or null when missing or broken. */
export function readJsonCookie<T>(name: string): T | null {
  const raw = readCookie(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
