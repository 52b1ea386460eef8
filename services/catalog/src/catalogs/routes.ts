import { Router } from 'express';
import { param } from '../common/params';
import { parseOr400, requireAdmin, type ServiceContext } from '@shop/shared';
import { cachedJson, idSet } from '../read-cache';
import { sendKeptBrotli } from '../read-cache/kept-brotli';
import { catalogInput, catalogUpdate, navbarInput, sidebarInput } from './schema';
import { catalogViews, changeCatalog, createCatalog, keptCatalogView, removeCatalog } from './service';
import { sidebarPanel } from './tree';
import { keptCatalogTree } from './tree-making';
import { viewsJson } from './tree-json';

/** /api/catalogs: the tree, the sidebar under a brand filter (whole, or one panel), one catalog, and the admin writes. */
export function catalogRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const send = cachedJson(ctx);
  const kept = keptCatalogTree(ctx);
  /** Every catalog under a brand filter; without one, the kept tree's. */
  const views = async (brandIds: string[]) =>
    brandIds.length ? catalogViews(ctx.pool, brandIds) : (await kept.tree()).views;
  router.get('/', async (req, res) => {
    sendKeptBrotli(req, res, await kept.answer());
  });
  router.post('/navbar', async (req, res) => {
    const { brandIds } = parseOr400(navbarInput, req.body ?? {});
    if (!brandIds.length) return sendKeptBrotli(req, res, await kept.answer());
    await send(req, res, `navbar ${idSet(brandIds)}`, async () => viewsJson(await catalogViews(ctx.pool, brandIds)));
  });
  router.post('/sidebar', async (req, res) => {
    const { brandIds, parentId } = parseOr400(sidebarInput, req.body ?? {});
    await send(req, res, `sidebar ${parentId ?? ''} ${idSet(brandIds)}`, async () =>
      sidebarPanel(await views(brandIds), parentId),
    );
  });
  router.get('/catalog/:id', async (req, res) => {
    const id = param(req, 'id');
    await send(req, res, `catalog ${id}`, async () => ({ catalog: keptCatalogView(await kept.tree(), id) }));
  });
  router.post('/', requireAdmin, async (req, res) => {
    res.status(201).json({ catalog: await createCatalog(ctx, parseOr400(catalogInput, req.body ?? {})) });
  });
  router.put('/', requireAdmin, async (req, res) => {
    res.json({ catalog: await changeCatalog(ctx, parseOr400(catalogUpdate, req.body ?? {})) });
  });
  router.delete('/catalog/:id', requireAdmin, async (req, res) => {
    await removeCatalog(ctx, param(req, 'id'));
    res.json({ message: 'Каталог удалён' });
  });
  return router;
}
