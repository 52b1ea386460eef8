import type { EventEnvelope, Queryable } from '@shop/shared';

export interface DaySales {
  day: string;
  orders: number;
  amount: number;
}

/**
 * Adds orders to their days (the shop's day, Kyiv time) with their language, delivery and lines, in one prepared
 * statement; answers the ids of the events that were not counted before (a repeated id is counted once).
 */
const ADD_SALES = {
  name: 'orders-add-sales',
  text: `WITH e AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS e(id text, time timestamptz, amount numeric, lang text, pickup boolean, lines jsonb)
     ), s AS (
       INSERT INTO sales (event_id, day, amount, lang, pickup)
       SELECT id, (time AT TIME ZONE 'Europe/Kiev')::date, amount, lang, pickup FROM e
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id, day
     ), l AS (
       INSERT INTO sale_lines (event_id, position, day, product_id, product_name, brand_id, brand_name, qnt, amount)
       SELECT s.event_id, l.ord - 1, s.day, l.item->>'productId', l.item->'name', l.item->'brand'->>'id',
         l.item->'brand'->'name', (l.item->>'qnt')::int, (l.item->>'amount')::numeric
       FROM s JOIN e ON e.id = s.event_id, jsonb_array_elements(e.lines) WITH ORDINALITY AS l(item, ord)
       RETURNING 1
     )
     SELECT event_id FROM s`,
};

export async function addSales(db: Queryable, events: EventEnvelope<'orders.order.placed'>[]): Promise<Set<string>> {
  const unique = [...new Map(events.map((event) => [event.id, event])).values()];
  const rows = unique.map(({ id, time, data }) => ({
    id,
    time,
    amount: data.totalAmount,
    lang: data.langKey,
    pickup: data.pickup ?? null,
    lines: data.lines ?? [],
  }));
  const { rows: added } = await db.query<{ event_id: string }>({ ...ADD_SALES, values: [JSON.stringify(rows)] });
  return new Set(added.map((r) => r.event_id));
}

/** Adds one order to its day; false when this event was counted already. */
export async function addSale(db: Queryable, event: EventEnvelope<'orders.order.placed'>): Promise<boolean> {
  return (await addSales(db, [event])).has(event.id);
}

export async function recentSales(db: Queryable, days = 30): Promise<DaySales[]> {
  const { rows } = await db.query<{ day: string; orders: number; amount: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, orders, amount FROM sales_by_day
     WHERE day > current_date - $1::int ORDER BY day DESC`,
    [days],
  );
  return rows.map((r) => ({ day: r.day, orders: r.orders, amount: Number(r.amount) }));
}
