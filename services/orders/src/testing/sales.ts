import type { EventEnvelope, Queryable } from '@shop/shared';
import { countOutboxSales } from '../events/sales-repo';

/**
 * Counts made-up orders of any day into the sales figures the way an upgrade counts an earlier version's orders:
 * their events go into the outbox as published (the relay leaves them be), then the outbox's uncounted ones are
 * counted. Answers how many were counted.
 */
export async function seedSales(db: Queryable, events: EventEnvelope<'orders.order.placed'>[]): Promise<number> {
  await db.query(
    `INSERT INTO outbox (id, subject, envelope, published_at)
     SELECT e->>'id', e->>'subject', e, now() FROM jsonb_array_elements($1::jsonb) AS e ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(events)],
  );
  return countOutboxSales(db);
}
