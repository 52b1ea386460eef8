import { appendFile, mkdir, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { requireAdmin, type EventBus } from '@shop/shared';

async function clearFile(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, '');
  await truncate(file, 0);
}

/**
 * Collects `log.error` events of every service into the errors file admins open and clear. Every gateway
 * replica keeps a whole copy, and a clear on one replica clears them all.
 */
export async function collectErrors(bus: EventBus, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await bus.subscribe('log.errors.cleared', () => clearFile(file));
  await bus.subscribe('log.error', async (event) => {
    const line = `${event.time} [${event.data.service}] ${event.data.message}${event.data.detail ? ` ${event.data.detail}` : ''}\n`;
    await appendFile(file, line);
  });
}

export function errorsFileRouter(file: string, bus: EventBus): Router {
  const router = Router();
  router.get('/errors/errors.txt', requireAdmin, async (_req, res) => {
    const exists = await stat(file).catch(() => undefined);
    res.type('text/plain; charset=utf-8').set('cache-control', 'no-store');
    if (!exists) return void res.send('');
    res.sendFile(file);
  });
  router.delete('/api/error', requireAdmin, async (req, res) => {
    await clearFile(file);
    await bus.publish('log.errors.cleared', { by: req.user!._id });
    res.json({ message: 'Файл ошибок очищен' });
  });
  return router;
}
