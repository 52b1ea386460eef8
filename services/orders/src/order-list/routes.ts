import { Router } from 'express';
import { parseOr400, requireAdmin, type Pool } from '@shop/shared';
import { findOrderPage } from './repo';
import { orderListQuerySchema } from './schema';

/**
 * GET /api/order/list (admin): the admin's order list, filtered, searched and paged on the server. The spec's
 * GET /api/order keeps answering every order as before.
 */
export function orderListRoutes(pool: Pool): Router {
  const router = Router();
  router.get('/api/order/list', requireAdmin, async (req, res) => {
    res.json(await findOrderPage(pool, parseOr400(orderListQuerySchema, req.query)));
  });
  return router;
}
