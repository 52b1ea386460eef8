import { Router } from 'express';
import { param } from '../common/params';
import { parseOr400, requireAdmin, type ServiceContext } from '@shop/shared';
import { cachedJson, idSet, jsonList, keptCardsLimit, readCache } from '../read-cache';
import { mountSearch } from '../search/routes';
import { keptPriceLists } from './kept-price-lists';
import { ListedCards } from './listed-cards';
import { sendKeptBrotli } from '../read-cache/kept-brotli';
import { showcaseCards } from './repo';
import { productCreate, productsInCatalog as catalogQuery, productUpdate } from './schema';
import {
  changeProduct,
  createProduct,
  productPage,
  priceListOfBrand,
  productsInCatalog,
  removeProduct,
} from './service';

/** /api/products: showcase, catalog listing, one product, by brand, search, and the admin writes. */
export function productRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const send = cachedJson(ctx);
  const listed = new ListedCards(readCache(ctx), keptCardsLimit(ctx));
  const priceLists = keptPriceLists(ctx);
  router.get('/showcase', async (req, res) => {
    await send(req, res, 'showcase', async () => jsonList(await showcaseCards(ctx.pool)));
  });
  router.post('/catalog', async (req, res) => {
    const { catalogId, brandIds } = parseOr400(catalogQuery, req.body ?? {});
    await send(req, res, `products/catalog ${catalogId} ${idSet(brandIds)}`, () =>
      productsInCatalog(ctx.pool, listed, catalogId, brandIds),
    );
  });
  router.get('/product/:id', async (req, res) => {
    const id = param(req, 'id');
    await send(req, res, `product ${id}`, async () => ({ product: await productPage(ctx.pool, id) }));
  });
  router.get('/brand/:brandId', async (req, res) => {
    sendKeptBrotli(req, res, await priceListOfBrand(ctx.pool, priceLists, param(req, 'brandId')));
  });
  mountSearch(router, ctx);
  router.post('/', requireAdmin, async (req, res) => {
    res.status(201).json({ product: await createProduct(ctx, parseOr400(productCreate, req.body ?? {})) });
  });
  router.put('/', requireAdmin, async (req, res) => {
    res.json({ product: await changeProduct(ctx, parseOr400(productUpdate, req.body ?? {})) });
  });
  router.delete('/:id', requireAdmin, async (req, res) => {
    await removeProduct(ctx, param(req, 'id'));
    res.json({ message: 'Товар удалён' });
  });
  return router;
}
