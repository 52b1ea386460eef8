import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { count, sleep, waitFor, type Cluster } from './cluster';
import type { OrderOutcome } from './stream';

const PLACED = 'orders.order.placed';

/** Totals that must grow by exactly the number of new orders. */
export interface Totals {
  orders: number;
  /** Orders counted by orders' own idempotent consumer (the daily sales view over one row per event). */
  sales: number;
  /** orders.order.placed messages stored in the JetStream stream. */
  streamed: number;
}

/** A connection of the test itself, to read the stream's per-subject message count. */
export const watchNats = (url: string): Promise<NatsConnection> =>
  connect({ servers: url, maxReconnectAttempts: -1, reconnectTimeWait: 250 });

async function streamed(nc: NatsConnection): Promise<number> {
  const jsm = await jetstreamManager(nc);
  const info = await jsm.streams.info('SHOP', { subjects_filter: PLACED });
  return info.state.subjects?.[PLACED] ?? 0;
}

export async function totals(cluster: Cluster, nc: NatsConnection): Promise<Totals> {
  return {
    orders: await count(cluster.db, 'SELECT count(*) AS n FROM orders.orders'),
    sales: await count(cluster.db, 'SELECT coalesce(sum(orders), 0) AS n FROM orders.sales_by_day'),
    streamed: await streamed(nc),
  };
}

const succeeded = (o: OrderOutcome) => o.status >= 200 && o.status < 300;

/** Every order a client was told succeeded is stored once, under its key, and nothing else was stored. */
export async function expectStoredOnce(cluster: Cluster, outcomes: OrderOutcome[], before: Totals): Promise<string[]> {
  const ok = outcomes.filter(succeeded);
  const ids = ok.map((o) => o.orderId!);
  expect(new Set(ids).size).toBe(ids.length);
  expect(await count(cluster.db, 'SELECT count(*) AS n FROM orders.orders WHERE id = ANY($1::uuid[])', [ids])).toBe(
    ids.length,
  );
  const keyed = 'SELECT count(*) AS n FROM orders.idempotency_keys WHERE key = ANY($1) AND order_id = ANY($2::uuid[])';
  expect(await count(cluster.db, keyed, [ok.map((o) => o.key), ids])).toBe(ids.length);
  expect(await count(cluster.db, 'SELECT count(*) AS n FROM orders.orders')).toBe(before.orders + ids.length);
  return ids;
}

/**
 * Each order's event is published once (one message in the stream) and consumed once by every durable
 * consumer: orders' daily sales (its effect grows by one per order) and identity's notifications.
 */
export async function expectConsumedOnce(
  cluster: Cluster,
  nc: NatsConnection,
  orderIds: string[],
  before: Totals,
): Promise<void> {
  const { rows } = await cluster.db.query<{ id: string }>(
    "SELECT id FROM orders.outbox WHERE envelope->'data'->>'orderId' = ANY($1)",
    [orderIds],
  );
  expect(rows).toHaveLength(orderIds.length);
  const eventIds = rows.map((r) => r.id);
  // Each consumer keys its record by the event id: orders one sales row, identity its processed_events row.
  const consumed = async () => ({
    orders: await count(cluster.db, 'SELECT count(*) AS n FROM orders.sales WHERE event_id = ANY($1)', [eventIds]),
    identity: await count(cluster.db, 'SELECT count(*) AS n FROM identity.processed_events WHERE event_id = ANY($1)', [
      eventIds,
    ]),
  });
  const all = { orders: eventIds.length, identity: eventIds.length };
  let last = {};
  await waitFor(`every event consumed by orders and identity (${eventIds.length} each)`, async () => {
    last = await consumed();
    return JSON.stringify(last) === JSON.stringify(all);
  }).catch((error: Error) => {
    throw new Error(`${error.message}; consumed: ${JSON.stringify(last)}`);
  });
  // A row a killed relay published but had not marked yet is claimed again once its claim runs out (30 s),
  // published again (the stream drops the copy) and marked: the event was consumed before that.
  await waitFor(
    'every event marked published in the outbox',
    async () =>
      (await count(cluster.db, 'SELECT count(*) AS n FROM orders.outbox WHERE id = ANY($1) AND published_at IS NULL', [
        eventIds,
      ])) === 0,
    45_000,
  );
  await sleep(2000); // a duplicate delivery or publish would show by now
  const after = await totals(cluster, nc);
  expect(after.sales - before.sales).toBe(orderIds.length);
  expect(after.streamed - before.streamed).toBe(orderIds.length);
}
