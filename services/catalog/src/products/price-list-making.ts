import type { Pool, ServiceContext } from '@shop/shared';
import { afterCatalogChanges } from '../common/after-changes';
import { entriesTogetherChecks } from './entries-together';
import { keptPriceLists, type KeptPriceLists } from './kept-price-lists';
import { claimStalePriceList, makeClaimedPriceList } from './price-list';

/** Claims and makes the next stale list; false when none is left. */
async function makeNextStale(db: Pool, memory: KeptPriceLists): Promise<boolean> {
  const claim = await claimStalePriceList(db);
  if (claim) await makeClaimedPriceList(db, memory, claim);
  return claim !== undefined;
}

/** Every stale list this process can claim, one at a time, each once no reader waits for a make (inBackground). */
export async function makeStalePriceLists(db: Pool, memory: KeptPriceLists, stopped = () => false): Promise<void> {
  while (!stopped() && (await memory.inBackground(() => makeNextStale(db, memory))));
}

/**
 * Makes again, in the background, each brand's price list whose version moved (price-list.ts): at the start and
 * after every catalog change, so that the first shopper to open a changed brand gets its list kept. Replicas
 * share the lists by their claims. Then, now and again, puts the lists' entries back together (entries-together.ts).
 */
export function startPriceListMaking(ctx: ServiceContext): Promise<() => Promise<void>> {
  const memory = keptPriceLists(ctx);
  const keepTogether = entriesTogetherChecks(ctx.pool, ctx.logger);
  return afterCatalogChanges(ctx, 'price lists not made', async (stopped) => {
    await makeStalePriceLists(ctx.pool, memory, stopped);
    if (!stopped()) await keepTogether();
  });
}
