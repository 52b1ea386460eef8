import type { ServiceContext } from '@shop/shared';
import { afterCatalogChanges } from '../common/after-changes';
import { keptPriceLists } from './kept-price-lists';
import { claimStalePriceList, makeClaimedPriceList } from './price-list';

/**
 * Makes again, in the background, each brand's price list whose version moved (price-list.ts): at the start and
 * after every catalog change, so that the first shopper to open a changed brand gets its list kept. Replicas
 * share the lists by their claims.
 */
export function startPriceListMaking(ctx: ServiceContext): Promise<() => Promise<void>> {
  const memory = keptPriceLists(ctx);
  return afterCatalogChanges(ctx, 'price lists not made', async (stopped) => {
    for (
      let claim = await claimStalePriceList(ctx.pool);
      claim && !stopped();
      claim = await claimStalePriceList(ctx.pool)
    )
      await makeClaimedPriceList(ctx.pool, memory, claim);
  });
}
