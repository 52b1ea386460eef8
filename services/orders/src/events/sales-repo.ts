import type { Queryable } from '@shop/shared';

export interface DaySales {
  day: string;
  orders: number;
  amount: number;
}

/** A placed order's sale, read from its orders.order.placed envelope (a jsonb expression): what countSales takes. */
export const saleOf = (envelope: string) => `${envelope}->>'id' AS id, (${envelope}->>'time')::timestamptz AS time,
  (${envelope}->'data'->>'totalAmount')::numeric AS amount, ${envelope}->'data'->>'langKey' AS lang,
  (${envelope}->'data'->>'pickup')::boolean AS pickup, ${envelope}->'data'->'lines' AS lines`;

/**
 * The statement's CTEs that count placed orders into their days (the shop's day, Kyiv time) with their language,
 * delivery and lines, from `placed`: a relation of saleOf's columns. An event counted before is not counted again
 * (its id is the sale's key).
 */
export const countSales = (placed: string) => `counted AS (
       INSERT INTO sales (event_id, day, amount, lang, pickup)
       SELECT id, (time AT TIME ZONE 'Europe/Kiev')::date, amount, lang, pickup FROM ${placed}
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id, day
     ), counted_lines AS (
       INSERT INTO sale_lines (event_id, position, day, product_id, product_name, brand_id, brand_name, qnt, amount)
       SELECT s.event_id, l.ord - 1, s.day, l.item->>'productId', l.item->'name', l.item->'brand'->>'id',
         l.item->'brand'->'name', (l.item->>'qnt')::int, (l.item->>'amount')::numeric
       FROM counted s JOIN ${placed} p ON p.id = s.event_id,
         jsonb_array_elements(coalesce(p.lines, '[]')) WITH ORDINALITY AS l(item, ord)
     )`;

/** The placed orders whose events are still in the outbox (a day after they were published) and not counted. */
const COUNT_OUTBOX_SALES = `WITH placed AS (
       SELECT ${saleOf('envelope')}
       FROM outbox o WHERE subject = 'orders.order.placed' AND NOT EXISTS (SELECT 1 FROM sales WHERE event_id = o.id)
     ), ${countSales('placed')}
     SELECT count(*)::int AS counted FROM counted`;

/**
 * Counts the orders the outbox holds that the sales do not: since an order is counted as it is stored, only those
 * placed by a version that left counting to a consumer of orders.order.placed (an upgrade). Answers how many.
 */
export async function countOutboxSales(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ counted: number }>(COUNT_OUTBOX_SALES);
  return rows[0].counted;
}

export async function recentSales(db: Queryable, days = 30): Promise<DaySales[]> {
  const { rows } = await db.query<{ day: string; orders: number; amount: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, orders, amount FROM sales_by_day
     WHERE day > current_date - $1::int ORDER BY day DESC`,
    [days],
  );
  return rows.map((r) => ({ day: r.day, orders: r.orders, amount: Number(r.amount) }));
}
