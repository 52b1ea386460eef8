import { CATALOG_CHANGES, type ServiceContext } from '@shop/shared';
import { readCache } from './index';

/** Without a durable name every replica hears every change (its own too) and drops its cached answers. */
export async function invalidateOnChanges(ctx: ServiceContext): Promise<void> {
  const cache = readCache(ctx);
  for (const subject of CATALOG_CHANGES) await ctx.bus.subscribe(subject, () => cache.invalidate());
}
