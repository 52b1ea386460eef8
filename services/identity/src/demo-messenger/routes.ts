import { Router } from 'express';
import { AUTH_KEY_PATTERN, encodeLoginPayload, langSchema, notFound, parseOr400, unauthorized } from '@shop/shared';
import { z } from 'zod';
import { findKey } from '../auth-keys/repo';
import { confirmSignIn, openLink, shareContact, type SignInDeps } from '../auth-keys/service';
import { demoMessengerEnabled, type IdentityEnv } from '../config';
import { LOGIN_MESSAGES } from '../sessions/service';
import { normalizePhone } from '../users/phone';

const demoLoginSchema = z.object({
  authKey: z.string({ error: 'Ключ входа обязателен' }).regex(AUTH_KEY_PATTERN, LOGIN_MESSAGES.unknown),
  phone: z.string({ error: 'Введите телефон' }).regex(/^[+\d ()-]{7,25}$/, 'Введите телефон'),
  userName: z.string({ error: 'Введите имя' }).trim().min(1, 'Введите имя').max(40, 'Имя не длиннее 40 символов'),
});

/**
 * The demo messenger (DESIGN.md): on a developer's machine in demo mode with no bot, the login page plays
 * the messenger. It walks the bots' own path: open the link, then share the contact.
 */
export function demoMessengerRouter(deps: SignInDeps, env: IdentityEnv): Router {
  const router = Router();
  router.post('/api/user/demo-login', async (req, res) => {
    if (!demoMessengerEnabled(env)) throw notFound('Маршрут не найден');
    const { authKey, phone, userName } = parseOr400(demoLoginSchema, req.body);
    const key = await findKey(deps.pool, authKey);
    if (!key) throw unauthorized(LOGIN_MESSAGES.unknown);
    const lang = langSchema.catch('ru').parse(key.lang);
    const account = { channel: 'demo' as const, messengerId: `demo:${normalizePhone(phone)}`, fallbackLang: lang };
    const opened = await openLink(deps, { ...account, payload: encodeLoginPayload(authKey, lang) });
    if (!opened.askPhone) throw unauthorized(opened.text);
    const shared = await shareContact(deps, { ...account, phone, userName, ownership: 'verified' });
    if (!shared.confirmKey) throw unauthorized(shared.text);
    // The page is the messenger here: the person who typed the phone on it is the one confirming.
    const reply = await confirmSignIn(deps, { ...account, authKey });
    if (!reply.signedIn) throw unauthorized(reply.text);
    res.json({ message: reply.text });
  });
  return router;
}
