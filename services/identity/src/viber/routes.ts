import { Router } from 'express';
import { notFound, unauthorized } from '@shop/shared';
import type { SignInDeps } from '../auth-keys/service';
import type { ViberClient } from './client';
import { handleViberCallback } from './bot';
import { viberCallbackSchema } from './schema';
import { isValidViberSignature, VIBER_SIGNATURE_HEADER } from './signature';

export interface ViberSetup {
  client: ViberClient;
  authToken: string;
  botName: string;
}

/**
 * Viber's webhook: the signature of the raw body is checked before anything is read or stored; every
 * verified callback gets its answer here (Viber retries what is not answered).
 */
export function viberRouter(viber: ViberSetup | undefined, deps: SignInDeps): Router {
  const router = Router();
  router.post('/bots/viber', async (req, res) => {
    if (!viber) throw notFound('Бот Viber не настроен');
    if (!isValidViberSignature(req.rawBody, req.header(VIBER_SIGNATURE_HEADER), viber.authToken)) {
      throw unauthorized('Неверная подпись Viber');
    }
    const parsed = viberCallbackSchema.safeParse(req.body);
    if (!parsed.success) return void res.json({ status: 0 });
    const welcome = await handleViberCallback(deps, viber.client, viber.botName, parsed.data);
    res.json(welcome ?? { status: 0 });
  });
  return router;
}
