import { startOutboxRelay, type EventEnvelope, type OutboxRelay, type ServiceContext } from '@shop/shared';

const relays = new WeakMap<ServiceContext, OutboxRelay>();
const POLL_MS = 500;
/** Orders placed within this time share one relay transaction instead of one each. */
const KICK_DELAY_MS = 15;

/** Starts the outbox relay of this service instance. */
export function startRelay(ctx: ServiceContext): OutboxRelay {
  const relay = startOutboxRelay(ctx.pool, ctx.bus, ctx.logger, POLL_MS, KICK_DELAY_MS);
  relays.set(ctx, relay);
  return relay;
}

/** Publishes soon after a commit instead of waiting for the next poll. */
export function kickRelay(ctx: ServiceContext): void {
  relays.get(ctx)?.kick();
}

/** Publishes events whose rows were stored claimed (WRITER_CLAIM) and just committed, from memory. */
export function publishStored(ctx: ServiceContext, envelopes: EventEnvelope[]): void {
  relays.get(ctx)?.publishStored(envelopes);
}
