import {
  chargedPriceUah,
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

const ITEMS = `INSERT INTO order_items (order_id, position, product_id, option_value_ids, name, options, price, currency_value,
    price_uah, qnt)
  SELECT o.id, l.ord - 1, l.item->>'productId', ARRAY(SELECT jsonb_array_elements_text(l.item->'optionValueIds')),
    l.item->'name', l.item->'options', (l.item->>'price')::numeric, l.item->>'currencyValue',
    (l.item->>'priceUah')::numeric, (l.item->>'qnt')::int
  FROM o, jsonb_array_elements($8::jsonb) WITH ORDINALITY AS l(item, ord)`;

/** The event gets the order number the sequence gave. */
const EVENT = `INSERT INTO outbox (id, subject, envelope)
  SELECT $9::jsonb->>'id', $9::jsonb->>'subject', jsonb_set($9::jsonb, '{data,count}', to_jsonb(o.count)) FROM o`;

const KEY = `INSERT INTO idempotency_keys (scope, key, fingerprint, order_id) VALUES ($10, $11, $12, $1)
  ON CONFLICT (scope, key) DO NOTHING RETURNING order_id`;

/**
 * One statement, so one round trip and one transaction: the key (waiting for a concurrent holder of the same
 * key), the order (only when the key was claimed), its items, its event in the outbox and its sale. Counting the
 * sale here, not in a consumer of the event, spares each order a delivery, an acknowledgement and a statement of
 * its own (README, Sales dashboard).
 */
const insertSql = (keyed: boolean) => `WITH ${keyed ? `k AS (${KEY}),` : ''}
  o AS (INSERT INTO orders (id, total_qnt, total_amount, user_id, lang_key, delivery, rates)
    SELECT $1::uuid, $2::int, $3::numeric, $4::text, $5::text, $6::jsonb, $7::jsonb ${keyed ? 'FROM k' : ''}
    RETURNING id, count, created_at),
  i AS (${ITEMS}),
  e AS (${EVENT}),
  placed AS (SELECT ${saleOf('$9::jsonb')} FROM o),
  ${countSales('placed')}
  SELECT count, created_at FROM o`;

const INSERT_KEYED = { name: 'orders-insert-keyed', text: insertSql(true) };
const INSERT_PLAIN = { name: 'orders-insert', text: insertSql(false) };

/**
 * Writes the order, its item snapshot, its key and its event (whose `count` the sequence fills in) together;
 * undefined when another request holds the key.
 */
export async function insertOrder(
  db: Queryable,
  order: NewOrder,
  event: EventEnvelope<'orders.order.placed'>,
  claim?: KeyClaim,
): Promise<StoredOrder | undefined> {
  const values = [
    order.id,
    order.totalQnt,
    order.totalAmount,
    order.userId,
    order.langKey,
    order.delivery,
    order.rate,
    JSON.stringify(order.items),
    event,
    ...(claim ? [claim.scope, claim.key, claim.fingerprint] : []),
  ];
  const { rows } = await db.query<{ count: string; created_at: Date }>({
    ...(claim ? INSERT_KEYED : INSERT_PLAIN),
    values,
  });
  return rows[0] && { count: Number(rows[0].count), createdAt: rows[0].created_at.toISOString() };
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
