import { Router } from 'express';
import { notFound, parseOr400, requireAdmin, type Pool } from '@shop/shared';
import { orderIdSchema } from '../orders/schema';
import { findOrder } from '../orders/repo';
import { ORDER_NOT_FOUND } from '../orders/routes';
import { changeStatusSchema } from './schema';
import { actorOf, changeStatus } from './service';

/** POST /api/order/{id}/status (admin): moves the order on; answers the order as GET /api/order/{id} does. */
export function orderStatusRoutes(pool: Pool, changed: () => void): Router {
  const router = Router();
  router.post('/api/order/:id/status', requireAdmin, async (req, res) => {
    const id = orderIdSchema.safeParse(req.params.id);
    if (!id.success) throw notFound(ORDER_NOT_FOUND);
    await changeStatus(pool, id.data, parseOr400(changeStatusSchema, req.body), actorOf(req.user!));
    changed();
    res.json(await findOrder(pool, id.data));
  });
  return router;
}
