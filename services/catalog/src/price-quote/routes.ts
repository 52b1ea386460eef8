import { Router } from 'express';
import { z } from 'zod';
import { parseOr400, requireInternal, type ServiceContext } from '@shop/shared';
import { priceQuote } from './quote';

const quoteInput = z.object({
  lines: z
    .array(z.object({ productId: z.string().min(1).max(64), optionValueIds: z.array(z.string().max(64)).max(10) }), {
      error: 'Нет строк для расчёта',
    })
    .max(1000),
});

/** POST /internal/price-quote: orders re-prices every cart line from here (never from the browser). */
export function priceQuoteRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.post('/price-quote', requireInternal(ctx.secret), async (req, res) => {
    const { lines } = parseOr400(quoteInput, req.body ?? {});
    res.json({ lines: await priceQuote(ctx.pool, lines) });
  });
  return router;
}
