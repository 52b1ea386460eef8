import path from 'node:path';
import type { ServiceModule } from '@shop/shared';
import { brandRoutes } from './brands/routes';
import { catalogRoutes } from './catalogs/routes';
import { startRelay } from './common/relay';
import { galleryRoutes } from './gallery/routes';
import { informationRoutes } from './information/routes';
import { optionRoutes } from './options/routes';
import { priceQuoteRoutes } from './price-quote/routes';
import { priceSheetRoutes } from './price-sheet/routes';
import { keptPriceLists } from './products/kept-price-lists';
import { priceListMakerOf } from './products/price-list-maker';
import { startPriceListMaking } from './products/price-list-making';
import { startTreeMaking } from './catalogs/tree-making';
import { productRoutes } from './products/routes';
import { readCache } from './read-cache';
import { invalidateOnChanges } from './read-cache/invalidation';
import { startVocabularyPruning } from './search/vocabulary';
import { liveWordIndex, startWordLoading } from './search/word-loading';
import { shopContactsRoutes } from './shop-contacts/routes';
import { mountSitemap } from './sitemap/routes';
import { mountTranslate } from './translate/routes';

/** The catalog service: brands, the catalog tree, products, option sets, search, pages, translate and sitemap. */
export const catalogService: ServiceModule = {
  name: 'catalog',
  migrationsDir: path.join(__dirname, '..', 'migrations'),
  routes(app, ctx) {
    app.use('/api/brands', brandRoutes(ctx));
    app.use('/api/catalogs', catalogRoutes(ctx));
    app.use('/api/products/price-sheet', priceSheetRoutes(ctx));
    app.use('/api/products', productRoutes(ctx));
    app.use('/api/options', optionRoutes(ctx));
    app.use('/api/information/contacts', shopContactsRoutes(ctx));
    app.use('/api/information', informationRoutes(ctx));
    app.use('/api/gallery', galleryRoutes(ctx));
    app.use('/internal', priceQuoteRoutes(ctx));
    mountSitemap(app, ctx);
    mountTranslate(app, ctx);
  },
  facts: (ctx) => ({
    cache: readCache(ctx).stats,
    priceLists: keptPriceLists(ctx).stats,
    searchWords: liveWordIndex(ctx).stats,
  }),
  async background(ctx) {
    await invalidateOnChanges(ctx);
    const relay = startRelay(ctx);
    const stopPruning = startVocabularyPruning(ctx);
    const stopPriceLists = await startPriceListMaking(ctx);
    const stopTree = await startTreeMaking(ctx);
    const stopWords = await startWordLoading(ctx);
    return async () => {
      await stopWords();
      await stopTree();
      await stopPriceLists();
      await priceListMakerOf(ctx.pool).stop();
      await stopPruning();
      await relay.stop();
    };
  },
};

export { emptyCatalog, seedDemo, seedDemoIfEmpty } from './demo';
