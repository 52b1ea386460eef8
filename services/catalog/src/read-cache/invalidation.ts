import type { ServiceContext } from '@shop/shared';
import { readCache } from './index';

export const CHANGE_SUBJECTS = [
  'catalog.product.changed',
  'catalog.catalog.changed',
  'catalog.brand.changed',
  'catalog.content.changed',
] as const;

/** Without a durable name every replica hears every change (its own too) and drops its cached answers. */
export async function invalidateOnChanges(ctx: ServiceContext): Promise<void> {
  const cache = readCache(ctx);
  for (const subject of CHANGE_SUBJECTS) await ctx.bus.subscribe(subject, () => cache.invalidate());
}
