import { Router } from 'express';
import {
  parseOr400,
  RATE_SOURCES_PATH,
  rateSourcesInput,
  requireAdmin,
  withTransaction,
  type ServiceContext,
} from '@shop/shared';
import { forgetRate } from '../currency-rate/service';
import { readRatesState, saveSources } from './repo';

/**
 * /api/currencyrate/sources (admin only): where each rate comes from (manual or NBU plus a markup), the NBU rate
 * and its day, the effective rate and how the last fetch went. Shoppers see only the effective rates.
 */
export function nbuRateRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(RATE_SOURCES_PATH, requireAdmin, async (_req, res) => {
    res.json(await readRatesState(ctx.pool));
  });
  router.put(RATE_SOURCES_PATH, requireAdmin, async (req, res) => {
    const sources = parseOr400(rateSourcesInput, req.body ?? {});
    const state = await withTransaction(ctx.pool, async (db) => {
      await saveSources(db, sources);
      return readRatesState(db);
    });
    forgetRate(ctx.pool);
    res.json(state);
  });
  return router;
}
