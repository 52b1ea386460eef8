import type { Queryable, SalesDashboard, SalesPoint, SalesTopItem } from '@shop/shared';

export interface Period {
  from: string;
  to: string;
}

const TOP = 10;
const money = (value: string | number | null) => Math.round(Number(value ?? 0) * 100) / 100;

type PointRow = { at: string; orders: number; revenue: string };
const point = (row: PointRow): SalesPoint => ({ at: row.at, orders: row.orders, revenue: money(row.revenue) });

/** The shop's today (Kyiv time), as YYYY-MM-DD. */
export async function shopToday(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ today: string }>(
    `SELECT to_char((now() AT TIME ZONE 'Europe/Kiev')::date, 'YYYY-MM-DD') AS today`,
  );
  return rows[0].today;
}

/** Orders and revenue of every day of the period. */
async function perDay(db: Queryable, { from, to }: Period): Promise<SalesPoint[]> {
  const { rows } = await db.query<PointRow>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS at, COALESCE(s.orders, 0)::int AS orders, COALESCE(s.revenue, 0) AS revenue
     FROM generate_series($1::date, $2::date, interval '1 day') AS d
     LEFT JOIN (
       SELECT day, sum(orders) AS orders, sum(amount) AS revenue FROM sales
       WHERE day BETWEEN $1 AND $2 GROUP BY day
     ) s ON s.day = d::date
     ORDER BY d`,
    [from, to],
  );
  return rows.map(point);
}

/** Orders and revenue of the 12 months up to the period's end. */
async function perMonth(db: Queryable, { to }: Period): Promise<SalesPoint[]> {
  const { rows } = await db.query<PointRow>(
    `WITH span AS (SELECT date_trunc('month', $1::date)::date - interval '11 months' AS first, $1::date AS last)
     SELECT to_char(m, 'YYYY-MM') AS at, COALESCE(s.orders, 0)::int AS orders, COALESCE(s.revenue, 0) AS revenue
     FROM span, generate_series(span.first, span.last, interval '1 month') AS m
     LEFT JOIN (
       SELECT date_trunc('month', day) AS month, sum(orders) AS orders, sum(amount) AS revenue FROM sales, span
       WHERE day >= span.first AND day <= span.last GROUP BY 1
     ) s ON s.month = m
     ORDER BY m`,
    [to],
  );
  return rows.map(point);
}

async function shares(db: Queryable, { from, to }: Period) {
  const { rows } = await db.query<Record<'pickup' | 'nova' | 'unknown' | 'ru' | 'ua', number>>(
    `SELECT count(*) FILTER (WHERE pickup)::int AS pickup, count(*) FILTER (WHERE NOT pickup)::int AS nova,
       count(*) FILTER (WHERE pickup IS NULL)::int AS unknown,
       count(*) FILTER (WHERE lang = 'ru')::int AS ru, count(*) FILTER (WHERE lang = 'ua')::int AS ua
     FROM sales WHERE day BETWEEN $1 AND $2`,
    [from, to],
  );
  const r = rows[0];
  return {
    delivery: { pickup: r.pickup, novaPoshta: r.nova, unknown: r.unknown },
    languages: { ru: r.ru, ua: r.ua },
  };
}

type Kind = { id: 'product_id' | 'brand_id'; name: 'product_name' | 'brand_name' };
const PRODUCTS: Kind = { id: 'product_id', name: 'product_name' };
const BRANDS: Kind = { id: 'brand_id', name: 'brand_name' };

/** The ten best by revenue and by pieces, each with its latest name. */
async function top(db: Queryable, { from, to }: Period, kind: Kind) {
  const { rows } = await db.query<{ by: 'revenue' | 'pieces'; id: string; revenue: string; pieces: string }>(
    `WITH t AS (
       SELECT ${kind.id} AS id, sum(amount) AS revenue, sum(qnt) AS pieces FROM sale_lines
       WHERE day BETWEEN $1 AND $2 AND ${kind.id} IS NOT NULL GROUP BY ${kind.id}
     )
     (SELECT 'revenue' AS by, * FROM t ORDER BY revenue DESC, id LIMIT ${TOP})
     UNION ALL
     (SELECT 'pieces' AS by, * FROM t ORDER BY pieces DESC, id LIMIT ${TOP})`,
    [from, to],
  );
  const names = await latestNames(db, kind, [...new Set(rows.map((r) => r.id))]);
  const item = (r: (typeof rows)[number]): SalesTopItem => ({
    id: r.id,
    name: names.get(r.id) ?? { ru: r.id, ua: r.id },
    revenue: money(r.revenue),
    pieces: Number(r.pieces),
  });
  return {
    byRevenue: rows.filter((r) => r.by === 'revenue').map(item),
    byPieces: rows.filter((r) => r.by === 'pieces').map(item),
  };
}

async function latestNames(db: Queryable, kind: Kind, ids: string[]) {
  const { rows } = await db.query<{ id: string; name: { ru: string; ua: string } }>(
    `SELECT i.id, n.name FROM unnest($1::text[]) AS i(id)
     CROSS JOIN LATERAL (
       SELECT ${kind.name} AS name FROM sale_lines WHERE ${kind.id} = i.id ORDER BY day DESC LIMIT 1
     ) n`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The dashboard of a period, from the orders service's own sales rows (four reads at once). */
export async function salesDashboard(db: Queryable, period: Period): Promise<SalesDashboard> {
  const [days, months, split, topProducts, topBrands] = await Promise.all([
    perDay(db, period),
    perMonth(db, period),
    shares(db, period),
    top(db, period, PRODUCTS),
    top(db, period, BRANDS),
  ]);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const revenue = money(days.reduce((sum, d) => sum + d.revenue, 0));
  return {
    period,
    totals: { orders, revenue, averageOrder: orders ? money(revenue / orders) : 0 },
    days,
    months,
    topProducts,
    topBrands,
    ...split,
  };
}
