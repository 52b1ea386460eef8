import { CATALOG_CHANGES, type ServiceContext } from '@shop/shared';
import { keptPriceLists } from './kept-price-lists';
import { claimStalePriceList, makePriceList } from './price-list';

/**
 * Makes again, in the background, each brand's price list whose version moved (price-list.ts): at the start and
 * after every catalog change, so that the first shopper to open a changed brand gets its list kept. Changes that
 * arrive while a round runs make one more round, not one each; replicas share the lists by their claims.
 */
export async function startPriceListMaking(ctx: ServiceContext): Promise<() => Promise<void>> {
  let round: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const memory = keptPriceLists(ctx);
  const makeStale = async () => {
    for (
      let claim = await claimStalePriceList(ctx.pool);
      claim && !stopped;
      claim = await claimStalePriceList(ctx.pool)
    )
      await makePriceList(ctx.pool, memory, claim.brandId, claim.version);
  };
  const rounds = async () => {
    while (again && !stopped) {
      again = false;
      await makeStale().catch((err) => ctx.logger.warn({ err }, 'price lists not made'));
    }
    round = undefined;
  };
  const wake = () => {
    again = true;
    round ??= rounds();
  };
  for (const subject of CATALOG_CHANGES) await ctx.bus.subscribe(subject, wake);
  wake();
  return async () => {
    stopped = true;
    await round;
  };
}
