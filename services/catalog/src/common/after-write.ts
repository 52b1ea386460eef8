import type { ServiceContext } from '@shop/shared';
import { readCache } from '../read-cache';
import { kickRelay } from './relay';

/**
 * After a committed catalog write: this instance's cached answers go at once (its next read is fresh), and the
 * relay publishes the outbox event at once so other replicas drop theirs.
 */
export function afterWrite(ctx: ServiceContext): void {
  readCache(ctx).invalidate();
  kickRelay(ctx);
}
