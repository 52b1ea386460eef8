import { onOneConnection } from './one-connection';
import type { DatabaseSample } from './database-time';

/**
 * The database's figures now. PostgreSQL 15 publishes a backend's counts at most once a second, so a sample
 * lags the busy backends by up to a second: between two samples of a steady load that shift cancels out.
 */
export async function sampleDatabase(databaseUrl: string): Promise<DatabaseSample> {
  return onOneConnection(databaseUrl, async (client) => {
    const db = await client.query<{ active_ms: number; transactions: string }>(
      `SELECT active_time AS active_ms, xact_commit + xact_rollback AS transactions
       FROM pg_stat_database WHERE datname = current_database()`,
    );
    const tables = await client.query<{ schema: string; inserted: string; updated: string; deleted: string }>(
      `SELECT schemaname AS schema, sum(n_tup_ins) AS inserted, sum(n_tup_upd) AS updated, sum(n_tup_del) AS deleted
       FROM pg_stat_user_tables GROUP BY schemaname`,
    );
    const writes = Object.fromEntries(
      tables.rows.map((r) => [
        r.schema,
        { inserted: Number(r.inserted), updated: Number(r.updated), deleted: Number(r.deleted) },
      ]),
    );
    return { activeMs: Number(db.rows[0].active_ms), transactions: Number(db.rows[0].transactions), writes };
  });
}
