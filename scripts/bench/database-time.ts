/** PURE: the benchmark database's work per request, from two samples of PostgreSQL's statistics. */

/** Rows a schema's tables had inserted, updated and deleted (pg_stat_user_tables). */
export interface RowWrites {
  inserted: number;
  updated: number;
  deleted: number;
}

/**
 * What PostgreSQL says the benchmark database did so far: milliseconds spent executing statements
 * (pg_stat_database.active_time, wall time including waits for the commit's WAL flush), transactions, and
 * rows written per schema (each service has its own).
 */
export interface DatabaseSample {
  activeMs: number;
  transactions: number;
  writes: Record<string, RowWrites>;
}

/** The same figures per request between two samples. */
export interface DatabasePerRequest {
  activeMs: number;
  transactions: number;
  /** Rows written (inserted + updated + deleted) per request, by schema. */
  rowsWritten: Record<string, number>;
}

const round = (x: number) => Math.round(x * 100) / 100;
const total = (w?: RowWrites) => (w ? w.inserted + w.updated + w.deleted : 0);

/** PURE: the database's work per request between two samples (undefined without requests). */
export function databasePerRequest(
  before: DatabaseSample,
  after: DatabaseSample,
  requests: number,
): DatabasePerRequest | undefined {
  if (requests <= 0) return undefined;
  const rowsWritten: Record<string, number> = {};
  for (const [schema, writes] of Object.entries(after.writes)) {
    const rows = total(writes) - total(before.writes[schema]);
    if (rows > 0) rowsWritten[schema] = round(rows / requests);
  }
  return {
    activeMs: round((after.activeMs - before.activeMs) / requests),
    transactions: round((after.transactions - before.transactions) / requests),
    rowsWritten,
  };
}

/** PURE: one line, e.g. "order via gateway: 1.93 ms executing statements, 3.1 transactions, rows written: orders 6, identity 1". */
export function formatDatabase(label: string, db: DatabasePerRequest): string {
  const rows = Object.entries(db.rowsWritten).sort((a, b) => b[1] - a[1]);
  const written = rows.length ? `, rows written: ${rows.map(([schema, n]) => `${schema} ${n}`).join(', ')}` : '';
  return `${label}: ${db.activeMs} ms executing statements, ${db.transactions} transactions${written} (database, per request)`;
}
