import { Router } from 'express';
import { requireAdmin, type Pool } from '@shop/shared';
import { recentSales } from './sales-repo';

/** GET /api/order/sales (admin): orders and UAH amount per day, last 30 days, newest first. */
export function salesRoutes(pool: Pool): Router {
  const router = Router();
  router.get('/api/order/sales', requireAdmin, async (_req, res) => {
    res.json(await recentSales(pool));
  });
  return router;
}
