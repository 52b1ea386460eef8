import { Router, type CookieOptions, type Request, type Response } from 'express';
import { parseOr400, readCookie, requireInternal, SESSION_COOKIE, type Pool } from '@shop/shared';
import type { IdentityEnv } from '../config';
import { clientIp } from './rate-limit';
import { deleteSession, findSessionUser } from './repo';
import { loginSchema, resolveSchema } from './schema';
import { login } from './service';

const cookieOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: req.secure,
});

function setSessionCookie(req: Request, res: Response, sid: string, days: number) {
  res.cookie(SESSION_COOKIE, sid, { ...cookieOptions(req), maxAge: days * 86_400_000 });
}

export function sessionsRouter(pool: Pool, env: IdentityEnv, secret: string): Router {
  const router = Router();
  router.post('/internal/sessions/resolve', requireInternal(secret), async (req, res) => {
    const { sid } = parseOr400(resolveSchema, req.body);
    const user = await findSessionUser(pool, sid);
    if (!user) return void res.status(404).json({ message: 'Сессия не найдена' });
    res.json({ user });
  });
  router.post('/api/user/login', async (req, res) => {
    const { authKey } = parseOr400(loginSchema, req.body);
    const options = { ip: clientIp(req), attemptsPerMinute: env.RATE_LIMIT_SIGNIN, sessionDays: env.SESSION_DAYS };
    const { user, sid } = await login(pool, authKey, options);
    setSessionCookie(req, res, sid, env.SESSION_DAYS);
    res.json({ user });
  });
  router.get('/api/user/logout', async (req, res) => {
    const sid = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (sid) await deleteSession(pool, sid);
    res.clearCookie(SESSION_COOKIE, cookieOptions(req));
    res.json({ ok: true });
  });
  return router;
}
