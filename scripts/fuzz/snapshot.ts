import type pg from 'pg';

/**
 * Tables written on purpose by refused requests or in the background after an accepted one: the sign-in
 * attempt counter, outboxes and their relays, consumers' records and effects, queued messages, and the brands'
 * price lists the catalog makes again in the background (a write that moves them writes price_list_entries, which
 * is compared).
 */
const MOVING = new Set([
  'rate_limits',
  'outbox',
  'processed_events',
  'dead_letters',
  'sales_by_day',
  'sales',
  'sale_lines',
  'notifications',
  'price_lists',
  'schema_migrations',
]);
const SCHEMAS = ['catalog', 'orders', 'identity', 'media'];

/** One query that fingerprints every table of the services' schemas: its row count and the sum of its rows' hashes. */
export async function snapshotQuery(db: pg.Pool): Promise<string> {
  const { rows } = await db.query<{ table_schema: string; table_name: string }>(
    `SELECT table_schema, table_name FROM information_schema.tables
     WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
    [SCHEMAS],
  );
  return rows
    .filter((t) => !MOVING.has(t.table_name))
    .map(
      ({ table_schema: s, table_name: t }) =>
        `SELECT '${s}.${t}' AS t, count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) AS h FROM ${s}.${t} x`,
    )
    .join(' UNION ALL ');
}

export type Snapshot = Record<string, string>;

export async function snapshot(db: pg.Pool, query: string): Promise<Snapshot> {
  const { rows } = await db.query<{ t: string; h: string }>(query);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** The tables whose rows differ. */
export const changedTables = (before: Snapshot, after: Snapshot) =>
  Object.keys(after).filter((t) => before[t] !== after[t]);
