import { Router } from 'express';
import { param } from '../common/params';
import { parseOr400, requireAdmin, type ServiceContext } from '@shop/shared';
import { cachedJson } from '../read-cache';
import { listOptionSets } from './repo';
import { optionSetInput, optionSetUpdate } from './schema';
import { changeOptionSet, createOptionSet, removeOptionSet } from './service';

/** /api/options: option sets sorted by name, and the admin writes. */
export function optionRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const send = cachedJson(ctx);
  router.get('/', async (req, res) => {
    await send(req, res, 'options', () => listOptionSets(ctx.pool));
  });
  router.post('/', requireAdmin, async (req, res) => {
    res.status(201).json(await createOptionSet(ctx, parseOr400(optionSetInput, req.body ?? {})));
  });
  router.put('/', requireAdmin, async (req, res) => {
    res.json(await changeOptionSet(ctx, parseOr400(optionSetUpdate, req.body ?? {})));
  });
  router.delete('/:id', requireAdmin, async (req, res) => {
    await removeOptionSet(ctx, param(req, 'id'));
    res.json({ message: 'Опции удалены' });
  });
  return router;
}
