import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { clientOf } from './client-ip';

/** Helmet with a Content-Security-Policy the SPA works under (no inline scripts, same-origin APIs). */
const helmetMiddleware = (hsts: boolean) =>
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
    // A year with subdomains, as OWASP advises; only toward https clients (RFC 6797 has browsers ignore it on http).
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

/** The headers helmet sets: they depend only on the scheme, so they are worked out once for each. */
export function helmetHeaders(hsts = false): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  } as unknown as Response;
  helmetMiddleware(hsts)({} as never, recorder, () => undefined);
  return headers;
}

/** The security headers of a request: HSTS only for a client that came over https (PUBLIC_URL or a trusted proxy). */
export type HeadersFor = (req: IncomingMessage) => [string, string][];

function byScheme(make: (hsts: boolean) => [string, string][]): HeadersFor {
  const plain = make(false);
  const secure = make(true);
  return (req) => (clientOf(req).https ? secure : plain);
}

/**
 * The headers of a JSON answer: helmet's, with the strict policy OWASP gives for APIs in place of the page
 * policy (a JSON answer loads nothing and may not be framed; the page policy is a third of its headers' bytes).
 */
export const apiHeaders = (): HeadersFor =>
  byScheme((hsts) =>
    helmetHeaders(hsts).map(([name, value]): [string, string] =>
      name.toLowerCase() === 'content-security-policy'
        ? [name, "default-src 'none'; frame-ancestors 'none'"]
        : [name, value],
    ),
  );

/** Security headers (helmet's, computed once at start) on every answer. */
export function securityHeaders(): RequestHandler {
  const headersFor = byScheme(helmetHeaders);
  return (req, res, next) => {
    for (const [name, value] of headersFor(req)) res.setHeader(name, value);
    next();
  };
}
