import {
  chargedPriceUah,
  GroupedWrites,
  type CurrencyRate,
  type Delivery,
  type EventEnvelope,
  type Lang,
  type Order,
  type OrderItem,
  type OrderStatus,
  type OrderSummary,
  type Queryable,
  type StatusChange,
  WRITER_CLAIM,
} from '@shop/shared';
import { countSales, saleOf } from '../events/sales-repo';

export interface NewOrder {
  id: string;
  userId: string | null;
  langKey: Lang;
  delivery: Delivery;
  rate: CurrencyRate;
  items: OrderItem[];
  totalQnt: number;
  totalAmount: number;
}

/** An order's own columns, as the list of orders reads them too. */
export interface OrderHeadRow {
  id: string;
  count: string;
  created_at: Date;
  total_qnt: number;
  total_amount: string;
  user_id: string | null;
  lang_key: Lang;
  delivery: Delivery;
  status: OrderStatus;
  waybill: string | null;
}

interface OrderRow extends OrderHeadRow {
  rates: CurrencyRate;
  /** numeric columns come as text; priceUah is null on lines stored before it was kept */
  items:
    (Omit<OrderItem, 'price' | 'priceUah'> & { price: string | number; priceUah: string | number | null })[] | null;
  changes: StatusChange[] | null;
}

const ORDER_SELECT = `
  SELECT o.id, o.count, o.created_at, o.total_qnt, o.total_amount, o.user_id, o.lang_key, o.delivery, o.rates,
    (SELECT jsonb_agg(jsonb_build_object('productId', i.product_id, 'optionValueIds', to_jsonb(i.option_value_ids),
       'name', i.name, 'options', i.options, 'price', i.price, 'currencyValue', i.currency_value,
       'priceUah', i.price_uah, 'qnt', i.qnt)
       ORDER BY i.position)
     FROM order_items i WHERE i.order_id = o.id) AS items,
    o.status, o.waybill,
    (SELECT jsonb_agg(jsonb_build_object('status', c.status, 'comment', c.comment, 'waybill', c.waybill,
       'by', c.by_name, 'at', to_char(c.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY c.id)
     FROM order_status_changes c WHERE c.order_id = o.id) AS changes
  FROM orders o`;

const NEWEST_FIRST = 'ORDER BY o.created_at DESC, o.count DESC';

/** The history starts with the placing of the order (a new order), then every change in the order made. */
function historyOf(row: OrderRow): StatusChange[] {
  const placed = { status: 'new' as const, at: row.created_at.toISOString(), comment: null, waybill: null, by: null };
  return [placed, ...(row.changes ?? [])];
}

/** An order's own fields, without its lines and history (what the list of orders shows). */
export const orderHeadOf = (row: OrderHeadRow): OrderSummary => ({
  _id: row.id,
  count: Number(row.count),
  createdAt: row.created_at.toISOString(),
  totalQnt: row.total_qnt,
  totalAmount: Number(row.total_amount),
  userId: row.user_id,
  langKey: row.lang_key,
  delivery: row.delivery,
  status: row.status,
  waybill: row.waybill,
});

function toOrder(row: OrderRow): Order {
  return {
    ...orderHeadOf(row),
    orderItems: (row.items ?? []).map((item) => lineOf(item, row.rates)),
    history: historyOf(row),
  };
}

/** A stored line; one stored before the charged price was kept is charged at the rates stored with its order. */
function lineOf(item: NonNullable<OrderRow['items']>[number], rates: CurrencyRate): OrderItem {
  const price = Number(item.price);
  const priceUah =
    item.priceUah === null ? chargedPriceUah({ price, currencyValue: item.currencyValue }, rates) : item.priceUah;
  return { ...item, price, priceUah: Number(priceUah) };
}

/** The caller's claim on an Idempotency-Key: keys of different callers never meet. */
export interface KeyClaim {
  scope: string;
  key: string;
  fingerprint: string;
}

/** What the database decided: the order's number and time. */
export interface StoredOrder {
  count: number;
  createdAt: string;
}

/** An order to store, with its event and, for a request with an Idempotency-Key, the claim on the key. */
export interface OrderWrite {
  order: NewOrder;
  event: EventEnvelope<'orders.order.placed'>;
  claim?: KeyClaim;
}

/** The group as one JSON value, an object per order with the columns of `g` below. */
const groupJson = (writes: OrderWrite[]) =>
  JSON.stringify(
    writes.map(({ order, event, claim }, n) => ({
      n,
      id: order.id,
      total_qnt: order.totalQnt,
      total_amount: order.totalAmount,
      user_id: order.userId,
      lang_key: order.langKey,
      delivery: order.delivery,
      rates: order.rate,
      items: order.items,
      event,
      claim,
    })),
  );

/**
 * One statement, so one round trip and one transaction for the whole group: the keys (waiting for a concurrent
 * holder of the same key), each order whose key was claimed or that has none, their items, their events in the
 * outbox (each with the number the sequence gave its order, claimed by this replica, which publishes them from
 * memory after the commit: OutboxRelay.publishStored) and their sales. Counting the sales here, not in a
 * consumer of the event, spares each order a delivery, an acknowledgement and a statement of its own (README,
 * Sales dashboard).
 */
const INSERT_GROUP = {
  name: 'orders-insert-group',
  text: `WITH g AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS g(n int, id uuid, total_qnt int,
      total_amount numeric, user_id text, lang_key text, delivery jsonb, rates jsonb, items jsonb, event jsonb,
      claim jsonb)),
  k AS (INSERT INTO idempotency_keys (scope, key, fingerprint, order_id)
    SELECT claim->>'scope', claim->>'key', claim->>'fingerprint', id FROM g WHERE claim IS NOT NULL ORDER BY n
    ON CONFLICT (scope, key) DO NOTHING RETURNING order_id),
  o AS (INSERT INTO orders (id, total_qnt, total_amount, user_id, lang_key, delivery, rates)
    SELECT id, total_qnt, total_amount, user_id, lang_key, delivery, rates
      FROM g WHERE claim IS NULL OR id IN (SELECT order_id FROM k) ORDER BY n
    RETURNING id, count, created_at),
  i AS (INSERT INTO order_items (order_id, position, product_id, option_value_ids, name, options, price,
      currency_value, price_uah, qnt)
    SELECT o.id, l.n - 1, l.item->>'productId', ARRAY(SELECT jsonb_array_elements_text(l.item->'optionValueIds')),
      l.item->'name', l.item->'options', (l.item->>'price')::numeric, l.item->>'currencyValue',
      (l.item->>'priceUah')::numeric, (l.item->>'qnt')::int
    FROM o JOIN g USING (id), jsonb_array_elements(g.items) WITH ORDINALITY AS l(item, n)),
  e AS (INSERT INTO outbox (id, subject, envelope, claimed_until)
    SELECT g.event->>'id', g.event->>'subject', jsonb_set(g.event, '{data,count}', to_jsonb(o.count)), ${WRITER_CLAIM}
    FROM o JOIN g USING (id)),
  placed AS (SELECT ${saleOf('g.event')} FROM o JOIN g USING (id)),
  ${countSales('placed')}
  SELECT id, count, created_at FROM o`,
};

/**
 * Stores a group of orders together (GroupedWrites); for each, in the group's order, the number and time the
 * database gave it, or undefined when another request holds its key.
 */
export async function insertOrders(db: Queryable, writes: OrderWrite[]): Promise<(StoredOrder | undefined)[]> {
  const { rows } = await db.query<{ id: string; count: string; created_at: Date }>({
    ...INSERT_GROUP,
    values: [groupJson(writes)],
  });
  const stored = new Map(rows.map((row) => [row.id, row]));
  return writes.map(({ order }) => {
    const row = stored.get(order.id);
    return row && { count: Number(row.count), createdAt: row.created_at.toISOString() };
  });
}

/**
 * One group in flight at a time: the orders placed while it is being stored wait and go as the next one, so under
 * load many share a statement and a commit, and a lone order goes at once. At 10 connections (`npm run bench --
 * --calls order`, three runs each way) an order cost PostgreSQL 0.92-0.96 ms of CPU instead of 1.66-1.78 alone,
 * and the orders service 1.10-1.33 instead of 1.31-1.52; with two groups in flight the groups were smaller and
 * PostgreSQL's share 1.07-1.17.
 */
const ORDER_GROUPS = { inFlight: 1, largestGroup: 50 };

/** Stores each order placed on this replica with the others placed with it (insertOrders in groups). */
export function orderInserts(db: Queryable): (write: OrderWrite) => Promise<StoredOrder | undefined> {
  const groups = new GroupedWrites((writes: OrderWrite[]) => insertOrders(db, writes), ORDER_GROUPS);
  return (write) => groups.add(write);
}

export async function findOrder(db: Queryable, id: string): Promise<Order | undefined> {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [id]);
  return rows[0] && toOrder(rows[0]);
}

export async function listOrders(db: Queryable): Promise<Order[]> {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} ${NEWEST_FIRST}`);
  return rows.map(toOrder);
}

export async function listUserOrders(db: Queryable, userId: string): Promise<Order[]> {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.user_id = $1 ${NEWEST_FIRST}`, [userId]);
  return rows.map(toOrder);
}

export async function deleteOrder(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM orders WHERE id = $1', [id]);
  return rowCount === 1;
}

export interface IdempotencyRecord {
  fingerprint: string;
  orderId: string;
}

export async function findIdempotencyKey(
  db: Queryable,
  scope: string,
  key: string,
): Promise<IdempotencyRecord | undefined> {
  const { rows } = await db.query<{ fingerprint: string; order_id: string }>(
    'SELECT fingerprint, order_id FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  return rows[0] && { fingerprint: rows[0].fingerprint, orderId: rows[0].order_id };
}
