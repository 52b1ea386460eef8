import type { EventEnvelope, Pool, ServiceContext } from '@shop/shared';
import { addSale, addSales } from './sales-repo';

export const SALES_DURABLE = 'orders-sales';

/**
 * Counts a placed order into the daily sales with its language, delivery and lines (the dashboard's figures),
 * once per event however often it is delivered: one statement, whose key is the event id (no transaction, no
 * shared row that concurrent orders would wait for).
 */
export function recordSale(pool: Pool) {
  return (event: EventEnvelope<'orders.order.placed'>): Promise<boolean> => addSale(pool, event);
}

/** The orders delivered together, counted in one statement (and one commit) under load. */
export function recordSales(pool: Pool) {
  return async (events: EventEnvelope<'orders.order.placed'>[]): Promise<void> => void (await addSales(pool, events));
}

/** Replicas share this durable consumer (SALES_DURABLE overrides it, e.g. to isolate test shops on one NATS). */
export async function subscribeSales(ctx: ServiceContext): Promise<void> {
  const handle = recordSale(ctx.pool);
  await ctx.bus.subscribe('orders.order.placed', async (event) => void (await handle(event)), {
    durable: ctx.env.SALES_DURABLE || SALES_DURABLE,
    batch: recordSales(ctx.pool),
  });
}
