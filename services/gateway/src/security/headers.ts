import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Helmet with a Content-Security-Policy the SPA works under (no inline scripts, same-origin APIs). */
const helmetMiddleware = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'frame-src': ['https://www.openstreetmap.org', 'https://www.google.com'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });

/** The headers helmet sets: they do not depend on the request, so they are worked out once. */
export function helmetHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  } as unknown as Response;
  helmetMiddleware()({} as never, recorder, () => undefined);
  return headers;
}

/**
 * The headers of a JSON answer: helmet's, with the strict policy OWASP gives for APIs in place of the page
 * policy (a JSON answer loads nothing and may not be framed; the page policy is a third of its headers' bytes).
 */
export function apiHeaders(): [string, string][] {
  return helmetHeaders().map(([name, value]): [string, string] =>
    name.toLowerCase() === 'content-security-policy'
      ? [name, "default-src 'none'; frame-ancestors 'none'"]
      : [name, value],
  );
}

/** Security headers (helmet's, computed once at start) on every answer. */
export function securityHeaders(): RequestHandler {
  const headers = helmetHeaders();
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
