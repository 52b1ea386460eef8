import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { forbidden, unauthorized } from './errors';

export const USER_HEADER = 'x-shop-user';

export const sessionUserSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  phone: z.string(),
  authMethod: z.string(),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionUser;
  }
}

const MAX_AGE_MS = 60_000;

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** The gateway's word on who is calling, signed so a service can trust it. */
export function signUserHeader(user: SessionUser, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ user, iat: now })).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export function verifyUserHeader(value: string, secret: string, now = Date.now()): SessionUser | undefined {
  const [payload, signature] = value.split('.');
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const { user, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof iat !== 'number' || Math.abs(now - iat) > MAX_AGE_MS) return undefined;
    return sessionUserSchema.parse(user);
  } catch {
    return undefined;
  }
}

/** Sets req.user from a valid signed header; anything unsigned or stale is ignored. */
export function readUser(secret: string): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.header(USER_HEADER);
    req.user = header ? verifyUserHeader(header, secret) : undefined;
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : unauthorized());
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized());
  next(req.user.isAdmin ? undefined : forbidden());
};

export const INTERNAL_HEADER = 'x-shop-internal';

/** Headers for a call from one service to another's /internal routes. */
export const internalHeaders = (secret: string) => ({ [INTERNAL_HEADER]: secret });

/** Guards /internal routes: only callers holding the internal secret. */
export function requireInternal(secret: string): RequestHandler {
  const expected = Buffer.from(secret);
  return (req, _res, next) => {
    const given = Buffer.from(req.header(INTERNAL_HEADER) ?? '');
    const ok = given.length === expected.length && timingSafeEqual(given, expected);
    next(ok ? undefined : forbidden());
  };
}
