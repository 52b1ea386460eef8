import { Router } from 'express';
import { param } from '../common/params';
import { parseOr400, requireAdmin, type ServiceContext } from '@shop/shared';
import { cachedJson } from '../read-cache';
import { subtreeIds } from '../catalogs/subtree';
import { listBrands } from './repo';
import { brandCountsQuery, brandInput, brandUpdate } from './schema';
import { changeBrand, createBrand, removeBrand } from './service';

/** GET /api/brands[?catalogId=] (qnt within that catalog's subtree) and the admin writes. */
export function brandRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const send = cachedJson(ctx);
  router.get('/', async (req, res) => {
    const { catalogId } = parseOr400(brandCountsQuery, req.query);
    await send(req, res, `brands ${catalogId ?? ''}`, async () =>
      listBrands(ctx.pool, catalogId ? await subtreeIds(ctx.pool, catalogId) : undefined),
    );
  });
  router.post('/', requireAdmin, async (req, res) => {
    res.status(201).json(await createBrand(ctx, parseOr400(brandInput, req.body ?? {})));
  });
  router.put('/', requireAdmin, async (req, res) => {
    res.json(await changeBrand(ctx, parseOr400(brandUpdate, req.body ?? {})));
  });
  router.delete('/:id', requireAdmin, async (req, res) => {
    await removeBrand(ctx, param(req, 'id'));
    res.json({ message: 'Бренд удалён' });
  });
  return router;
}
