import { CATALOG_CHANGES, type ServiceContext } from '@shop/shared';

/**
 * Runs `work` in the background at the start and after every catalog change: changes that arrive while it runs
 * make one more run, not one each. `stopped` tells a long run to end early; the stop returned waits for it.
 */
export async function afterCatalogChanges(
  ctx: ServiceContext,
  failed: string,
  work: (stopped: () => boolean) => Promise<void>,
): Promise<() => Promise<void>> {
  let round: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const rounds = async () => {
    while (again && !stopped) {
      again = false;
      await work(() => stopped).catch((err) => ctx.logger.warn({ err }, failed));
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
