import { perContext, type ServiceContext } from '@shop/shared';
import { afterCatalogChanges } from '../common/after-changes';
import { LiveWordIndex } from './live-index';

/** This service instance's search words, shared by its searches and its background reading. */
export const liveWordIndex = perContext((ctx) => new LiveWordIndex(ctx.pool));

/**
 * Reads the search words at the start and again after every catalog change that moved their version, in the
 * background: otherwise the first search after a start, or after an owner's edit, waited for every product's
 * words to be read and indexed (the first of 20 searches right after a start took 309 ms at 10,000 products).
 * A search still reads the version with its cards, so one that comes before the words are read waits for them.
 */
export function startWordLoading(ctx: ServiceContext): Promise<() => Promise<void>> {
  const words = liveWordIndex(ctx);
  return afterCatalogChanges(ctx, 'search words not read', async () => void (await words.current()));
}
