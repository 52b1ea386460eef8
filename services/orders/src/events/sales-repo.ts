import type { Queryable } from '@shop/shared';

export interface DaySales {
  day: string;
  orders: number;
  amount: number;
}

/** Adds one order to its day (the shop's day, Kyiv time); false when this event was counted already. */
export async function addSale(db: Queryable, eventId: string, time: string, amount: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO sales (event_id, day, amount) VALUES ($1, ($2::timestamptz AT TIME ZONE 'Europe/Kiev')::date, $3)
     ON CONFLICT (event_id) DO NOTHING`,
    [eventId, time, amount],
  );
  return rowCount === 1;
}

export async function recentSales(db: Queryable, days = 30): Promise<DaySales[]> {
  const { rows } = await db.query<{ day: string; orders: number; amount: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, orders, amount FROM sales_by_day
     WHERE day > current_date - $1::int ORDER BY day DESC`,
    [days],
  );
  return rows.map((r) => ({ day: r.day, orders: r.orders, amount: Number(r.amount) }));
}
