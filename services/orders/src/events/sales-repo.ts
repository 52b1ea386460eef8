import type { EventEnvelope, Queryable } from '@shop/shared';

export interface DaySales {
  day: string;
  orders: number;
  amount: number;
}

/**
 * Adds one order to its day (the shop's day, Kyiv time) with its language, delivery and lines, in one
 * statement; false when this event was counted already.
 */
export async function addSale(db: Queryable, event: EventEnvelope<'orders.order.placed'>): Promise<boolean> {
  const { data } = event;
  const { rows } = await db.query<{ added: number }>(
    `WITH s AS (
       INSERT INTO sales (event_id, day, amount, lang, pickup)
       VALUES ($1, ($2::timestamptz AT TIME ZONE 'Europe/Kiev')::date, $3, $4, $5)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id, day
     ), l AS (
       INSERT INTO sale_lines (event_id, position, day, product_id, product_name, brand_id, brand_name, qnt, amount)
       SELECT s.event_id, l.ord - 1, s.day, l.item->>'productId', l.item->'name', l.item->'brand'->>'id',
         l.item->'brand'->'name', (l.item->>'qnt')::int, (l.item->>'amount')::numeric
       FROM s, jsonb_array_elements($6::jsonb) WITH ORDINALITY AS l(item, ord)
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM s)::int AS added`,
    [event.id, event.time, data.totalAmount, data.langKey, data.pickup ?? null, JSON.stringify(data.lines ?? [])],
  );
  return rows[0].added === 1;
}

export async function recentSales(db: Queryable, days = 30): Promise<DaySales[]> {
  const { rows } = await db.query<{ day: string; orders: number; amount: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, orders, amount FROM sales_by_day
     WHERE day > current_date - $1::int ORDER BY day DESC`,
    [days],
  );
  return rows.map((r) => ({ day: r.day, orders: r.orders, amount: Number(r.amount) }));
}
