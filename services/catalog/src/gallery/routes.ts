import { Router } from 'express';
import { param } from '../common/params';
import { parseOr400, requireAdmin, type ServiceContext } from '@shop/shared';
import { cachedJson } from '../read-cache';
import { listCards } from './repo';
import { cardInput, cardsOrderInput } from './schema';
import { removeCard, reorderCards, saveCard } from './service';

/** /api/gallery: cards in order; admins add or edit (with an id), delete and reorder them. */
export function galleryRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const send = cachedJson(ctx);
  router.get('/', async (req, res) => {
    await send(req, res, 'gallery', () => listCards(ctx.pool));
  });
  router.post('/cards', requireAdmin, async (req, res) => {
    await reorderCards(ctx, parseOr400(cardsOrderInput, req.body ?? {}).cards);
    res.json(await listCards(ctx.pool));
  });
  router.post('/', requireAdmin, async (req, res) => {
    const input = parseOr400(cardInput, req.body ?? {});
    res.status(input.id || input._id ? 200 : 201).json(await saveCard(ctx, input));
  });
  router.delete('/:id', requireAdmin, async (req, res) => {
    await removeCard(ctx, param(req, 'id'));
    res.json({ message: 'Карточка удалена' });
  });
  return router;
}
