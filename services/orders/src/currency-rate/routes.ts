import { Router } from 'express';
import { MESSAGES, notFound, parseOr400, requireAdmin, type ServiceContext } from '@shop/shared';
import { readRate, saveRate } from './repo';
import { setRateSchema } from './schema';
import { forgetRate } from './service';

export function currencyRateRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get('/api/currencyrate', async (_req, res) => {
    const rate = await readRate(ctx.pool);
    if (!rate) throw notFound(MESSAGES.noRates);
    res.json(rate);
  });
  router.post('/api/currencyrate', requireAdmin, async (req, res) => {
    const saved = await saveRate(ctx.pool, parseOr400(setRateSchema, req.body));
    forgetRate(ctx.pool);
    res.json(saved);
  });
  return router;
}
