import { Router } from 'express';
import { requireAdmin, type EventBus } from '@shop/shared';
import type { ErrorsFile } from './file';

/** Older errors are the stream's history replayed to a new consumer, not news for the file. */
const MAX_AGE_MS = 24 * 3600_000;

/**
 * Collects `log.error` events of every service into the one errors file of the shop. The replicas share the
 * file's folder and a work-queue consumer (`durable`), so each error is written once, by whichever replica
 * takes it.
 */
export async function collectErrors(bus: EventBus, errors: ErrorsFile, durable = 'gateway-errors'): Promise<void> {
  await bus.subscribe(
    'log.error',
    async (event) => {
      if (Date.now() - Date.parse(event.time) > MAX_AGE_MS) return;
      const { service, message, detail } = event.data;
      await errors.append(`${event.time} [${service}] ${message}${detail ? ` ${detail}` : ''}`);
    },
    // The shop's first replica starts the file with the errors from then on, not the stream's past.
    { durable, fromNow: true },
  );
}

export function errorsFileRouter(errors: ErrorsFile, bus: EventBus): Router {
  const router = Router();
  router.get('/errors/errors.txt', requireAdmin, async (_req, res) => {
    res
      .type('text/plain; charset=utf-8')
      .set('cache-control', 'no-store')
      .send(await errors.read());
  });
  router.delete('/api/error', requireAdmin, async (req, res) => {
    await errors.clear();
    await bus.publish('log.errors.cleared', { by: req.user!._id });
    res.json({ message: 'Файл ошибок очищен' });
  });
  return router;
}
