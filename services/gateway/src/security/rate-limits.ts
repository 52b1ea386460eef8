import type { RequestHandler } from 'express';
import { clientIp } from './client-ip';

export interface RateLimits {
  signInPerMinute: number;
  ordersPerMinute: number;
  searchPerMinute: number;
}

interface Limit {
  method: string;
  path: string;
  perMinute: number;
  message: string;
}

const WINDOW_MS = 60_000;

/** Per-address limits on the calls worth abusing: sign-in, orders and search. */
export function limitsOf(limits: RateLimits): Limit[] {
  return [
    {
      method: 'POST',
      path: '/api/user/login',
      perMinute: limits.signInPerMinute,
      message: 'Слишком много попыток входа, попробуйте через минуту',
    },
    {
      method: 'POST',
      path: '/api/order',
      perMinute: limits.ordersPerMinute,
      message: 'Слишком много заказов, попробуйте через минуту',
    },
    {
      method: 'POST',
      path: '/api/products/search',
      perMinute: limits.searchPerMinute,
      message: 'Слишком много запросов поиска, попробуйте через минуту',
    },
  ];
}

/** What a counted request learns: whether it may pass, and the IETF draft-7 RateLimit headers to send. */
export interface Verdict {
  allowed: boolean;
  message: string;
  headers: [string, string][];
}

/**
 * Counts requests per address in fixed one-minute windows, one count per limit. Like app.use(path), a limit
 * covers its path and everything under it. One instance serves the fast lane and express alike.
 */
export class RateLimiter {
  private readonly counts = new Map<Limit, Map<string, number>>();
  private windowStart = 0;

  constructor(
    private readonly limits: Limit[],
    private readonly now = Date.now,
  ) {}

  /** Counts the request when a limit covers it; undefined when none does. */
  take(method: string, pathname: string, ip: string): Verdict | undefined {
    const limit = this.limits.find(
      (l) => l.method === method && (pathname === l.path || pathname.startsWith(`${l.path}/`)),
    );
    if (!limit) return undefined;
    const now = this.now();
    if (now - this.windowStart >= WINDOW_MS) {
      this.windowStart = now - (now % WINDOW_MS);
      this.counts.clear();
    }
    const byIp = this.counts.get(limit) ?? new Map<string, number>();
    this.counts.set(limit, byIp);
    const used = (byIp.get(ip) ?? 0) + 1;
    byIp.set(ip, used);
    const reset = Math.ceil((this.windowStart + WINDOW_MS - now) / 1000);
    const allowed = used <= limit.perMinute;
    const headers: [string, string][] = [
      ['ratelimit-policy', `${limit.perMinute};w=60`],
      ['ratelimit', `limit=${limit.perMinute}, remaining=${Math.max(0, limit.perMinute - used)}, reset=${reset}`],
    ];
    if (!allowed) headers.push(['retry-after', String(reset)]);
    return { allowed, message: limit.message, headers };
  }
}

/** The limits as express middleware: 429 with the limit's message once an address has used its minute. */
export function rateLimited(limiter: RateLimiter): RequestHandler {
  return (req, res, next) => {
    const verdict = limiter.take(req.method, req.path, clientIp(req));
    if (!verdict) return next();
    for (const [name, value] of verdict.headers) res.setHeader(name, value);
    if (verdict.allowed) return next();
    res.status(429).json({ message: verdict.message });
  };
}
