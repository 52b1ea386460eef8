import { Router } from 'express';
import { addToOutbox, parseOr400, requireAdmin, withTransaction, type ServiceContext } from '@shop/shared';
import { afterWrite } from '../common/after-write';
import { cachedJson } from '../read-cache';
import { readInformation, saveInformation } from './repo';
import { informationInput } from './schema';

/** /api/information: the shop's information page (one record). */
export function informationRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const send = cachedJson(ctx);
  router.get('/', async (req, res) => {
    await send(req, res, 'information', () => readInformation(ctx.pool));
  });
  router.post('/', requireAdmin, async (req, res) => {
    const info = parseOr400(informationInput, req.body ?? {});
    await withTransaction(ctx.pool, async (db) => {
      await saveInformation(db, info);
      await addToOutbox(db, 'catalog.content.changed', { part: 'information', action: 'updated', removedImages: [] });
    });
    afterWrite(ctx);
    res.json(info);
  });
  return router;
}
