import { perContext, type ServiceContext } from '@shop/shared';
import { afterCatalogChanges } from '../common/after-changes';
import { keptCardsLimit, readCache } from '../read-cache';
import { KeptCatalogTree } from './kept-tree';
import { catalogTreeVersion } from './repo';
import { CatalogTreeReader } from './tree-reader';

/** This service instance's kept catalog tree, shared by its readers and its background making. */
export const keptCatalogTree = perContext((ctx) => {
  const reader = new CatalogTreeReader();
  return new KeptCatalogTree(readCache(ctx), keptCardsLimit(ctx) > 0, {
    version: () => catalogTreeVersion(ctx.pool),
    views: () => reader.read(ctx.pool),
  });
});

/**
 * Reads and writes the catalog tree again in the background after every catalog change that moved its version,
 * so that the first shopper after an owner's edit does not wait for 3,000 catalogs to be read and written.
 */
export function startTreeMaking(ctx: ServiceContext): Promise<() => Promise<void>> {
  const tree = keptCatalogTree(ctx);
  return afterCatalogChanges(ctx, 'catalog tree not made', () => tree.make());
}
