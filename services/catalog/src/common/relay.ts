import { startOutboxRelay, type OutboxRelay, type ServiceContext } from '@shop/shared';

const relays = new WeakMap<ServiceContext, OutboxRelay>();

/** Starts the outbox relay of this service instance; writes kick it so events leave at once. */
export function startRelay(ctx: ServiceContext): OutboxRelay {
  const relay = startOutboxRelay(ctx.pool, ctx.bus, ctx.logger);
  relays.set(ctx, relay);
  return relay;
}

export function kickRelay(ctx: ServiceContext): void {
  relays.get(ctx)?.kick();
}
