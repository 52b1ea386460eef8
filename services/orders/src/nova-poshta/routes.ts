import { Router } from 'express';
import { parseOr400, type Pool } from '@shop/shared';
import { readNovaPoshtaEnv } from './config';
import { listWarehouses, refreshStates, searchSettlements } from './repo';
import { settlementQuerySchema, warehouseQuerySchema } from './schema';

/**
 * Checkout's Nova Poshta picker, answered from the shop's copy of the directories (never from Nova Poshta, so it
 * works while Nova Poshta is down). Open to everyone, like checkout.
 */
export function novaPoshtaRoutes(pool: Pool, env: NodeJS.ProcessEnv): Router {
  const enabled = Boolean(readNovaPoshtaEnv(env).NOVA_POSHTA_API_KEY);
  const router = Router();

  /** Whether checkout offers the picker: a key is set and a copy of both directories exists. */
  router.get('/api/order/nova-poshta', async (_req, res) => {
    const states = await refreshStates(pool);
    res.json({ enabled: enabled && states.every((s) => s.rows > 0), directories: states });
  });

  router.get('/api/order/nova-poshta/settlements', async (req, res) => {
    const query = parseOr400(settlementQuerySchema, req.query);
    res.json({ settlements: await searchSettlements(pool, query.q, query.limit) });
  });

  router.get('/api/order/nova-poshta/warehouses', async (req, res) => {
    const query = parseOr400(warehouseQuerySchema, req.query);
    res.json({ warehouses: await listWarehouses(pool, query.settlementRef, query.q, query.limit) });
  });

  return router;
}
