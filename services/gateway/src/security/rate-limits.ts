import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

export interface RateLimits {
  signInPerMinute: number;
  ordersPerMinute: number;
  searchPerMinute: number;
}

const limiter = (limit: number, message: string): RequestHandler =>
  rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => void res.status(429).json({ message }),
  });

/** Per-address limits on the calls worth abusing: sign-in, orders and search. */
export function rateLimits(limits: RateLimits): { path: string; method: string; handler: RequestHandler }[] {
  return [
    {
      path: '/api/user/login',
      method: 'POST',
      handler: limiter(limits.signInPerMinute, 'Слишком много попыток входа, попробуйте через минуту'),
    },
    {
      path: '/api/order',
      method: 'POST',
      handler: limiter(limits.ordersPerMinute, 'Слишком много заказов, попробуйте через минуту'),
    },
    {
      path: '/api/products/search',
      method: 'POST',
      handler: limiter(limits.searchPerMinute, 'Слишком много запросов поиска, попробуйте через минуту'),
    },
  ];
}

/**
 * One middleware for all limits: a lookup by method and path instead of a router layer per limit. Like
 * app.use(path), a limit covers its path and everything under it.
 */
export function rateLimited(limits: { path: string; method: string; handler: RequestHandler }[]): RequestHandler {
  return (req, res, next) => {
    const limit = limits.find(
      (l) => l.method === req.method && (req.path === l.path || req.path.startsWith(`${l.path}/`)),
    );
    return limit ? limit.handler(req, res, next) : next();
  };
}
