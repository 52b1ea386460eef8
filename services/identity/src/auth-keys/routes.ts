import { Router } from 'express';
import { conflict, parseOr400, type Pool } from '@shop/shared';
import { demoMessengerEnabled, type IdentityEnv } from '../config';
import { clientIp, countAttempt } from '../sessions/rate-limit';
import { browserSummary } from './browser';
import { findKey, insertKey, KEY_TTL_MS } from './repo';
import { registerKeySchema } from './schema';

/** Registrations a page may make per minute (a page makes one per visit of the login page). */
const REGISTRATIONS_PER_MINUTE = 30;

/**
 * The key's birth: the login page registers the key it made before it shows the links, so the five minutes
 * of a key count from the moment a person sees it, and a bot can tell a stale or invented key at once.
 */
export function authKeysRouter(pool: Pool, env: IdentityEnv): Router {
  const router = Router();
  router.post('/api/user/auth-key', async (req, res) => {
    const { authKey, langKey } = parseOr400(registerKeySchema, req.body);
    await countAttempt(pool, 'auth-key', clientIp(req), REGISTRATIONS_PER_MINUTE);
    const browser = browserSummary(req.header('user-agent'));
    const created = (await insertKey(pool, authKey, langKey, browser)) === 'created';
    const key = await findKey(pool, authKey);
    if (!created && (!key?.fresh || key.user_id || key.lang !== langKey)) {
      throw conflict('Этот ключ уже занят, обновите страницу входа');
    }
    const expiresAt = new Date(key!.created_at.getTime() + KEY_TTL_MS).toISOString();
    res.status(created ? 201 : 200).json({ authKey, expiresAt });
  });
  router.get('/api/user/login-config', (_req, res) => {
    res.json({
      telegram: env.TELEGRAM_BOT_TOKEN ? env.TELEGRAM_BOT_NAME : null,
      viber: env.VIBER_AUTH_TOKEN ? env.VIBER_BOT_NAME : null,
      demo: demoMessengerEnabled(env),
      keyTtlMs: KEY_TTL_MS,
    });
  });
  return router;
}
