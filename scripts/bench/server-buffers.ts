import { onOneConnection } from './one-connection';
import { round1 } from './latency';

/**
 * What PostgreSQL's buffers did so far, to say why a pass was slow: blocks of one schema's tables, indexes and
 * TOAST found in shared buffers or read from the OS (pg_statio_user_tables), full page images written to the WAL
 * (the first write to a page after a checkpoint), WAL flushes, buffers written by backends to make room
 * (pg_stat_bgwriter, a dirty page evicted by a query) and checkpoints.
 */
export interface BufferSample {
  schema: string;
  hit: number;
  read: number;
  fullPages: number;
  walSyncs: number;
  backendWrites: number;
  checkpoints: number;
}

/**
 * A backend publishes its counts when it goes idle, at most once a second: one that was busy less than a second
 * ago publishes ten seconds later (PostgreSQL 15's PGSTAT_IDLE_INTERVAL). A sample this long after the last query
 * holds all of it.
 */
export const STATS_LAG_MS = 10_500;

/**
 * Where each count is on a server of `version` (server_version_num): PostgreSQL 17 moved the checkpoints to
 * pg_stat_checkpointer and the backends' writes to pg_stat_io (16 on), 18 the WAL's flushes (`npm test` on a fresh
 * machine runs on an embedded 18; the machines' servers are 15).
 */
function sampleQuery(version: number): string {
  const walSyncs =
    version >= 180000 ? `SELECT sum(fsyncs) FROM pg_stat_io WHERE object = 'wal'` : 'SELECT wal_sync FROM pg_stat_wal';
  const backendWrites =
    version >= 170000
      ? `SELECT sum(writes) FROM pg_stat_io WHERE backend_type = 'client backend' AND object = 'relation'`
      : 'SELECT buffers_backend FROM pg_stat_bgwriter';
  const checkpoints =
    version >= 170000
      ? 'SELECT num_timed + num_requested FROM pg_stat_checkpointer'
      : 'SELECT checkpoints_timed + checkpoints_req FROM pg_stat_bgwriter';
  return `
  SELECT
    (SELECT sum(coalesce(heap_blks_hit, 0) + coalesce(idx_blks_hit, 0) + coalesce(toast_blks_hit, 0) + coalesce(tidx_blks_hit, 0))
       FROM pg_statio_user_tables WHERE schemaname = $1) AS hit,
    (SELECT sum(coalesce(heap_blks_read, 0) + coalesce(idx_blks_read, 0) + coalesce(toast_blks_read, 0) + coalesce(tidx_blks_read, 0))
       FROM pg_statio_user_tables WHERE schemaname = $1) AS read,
    (SELECT wal_fpi FROM pg_stat_wal) AS full_pages,
    (${walSyncs}) AS wal_syncs,
    (${backendWrites}) AS backend_writes,
    (${checkpoints}) AS checkpoints`;
}

export async function sampleBuffers(databaseUrl: string, schema: string): Promise<BufferSample> {
  const { rows } = await onOneConnection(databaseUrl, async (client) => {
    const version = await client.query<{ v: number }>(`SELECT current_setting('server_version_num')::int AS v`);
    return client.query<Record<string, string | null>>(sampleQuery(version.rows[0].v), [schema]);
  });
  const n = (name: string) => Number(rows[0][name] ?? 0);
  return {
    schema,
    hit: n('hit'),
    read: n('read'),
    fullPages: n('full_pages'),
    walSyncs: n('wal_syncs'),
    backendWrites: n('backend_writes'),
    checkpoints: n('checkpoints'),
  };
}

/**
 * PURE: one clause for a pass's log line, per request where a count grows with the requests: e.g. "catalog blocks
 * 40.1 from the OS and 400 in shared buffers, WAL 2.3 full pages and 0.1 flushes, backends wrote 12.6 buffers
 * (per request); 1 checkpoint".
 */
export function formatBuffers(before: BufferSample, after: BufferSample, requests: number): string {
  const per = (key: Exclude<keyof BufferSample, 'schema'>) =>
    round1((after[key] - before[key]) / Math.max(requests, 1));
  const checkpoints = after.checkpoints - before.checkpoints;
  return (
    `${after.schema} blocks ${per('read')} from the OS and ${per('hit')} in shared buffers, ` +
    `WAL ${per('fullPages')} full pages and ${per('walSyncs')} flushes, backends wrote ${per('backendWrites')} buffers ` +
    `(per request); ${checkpoints} checkpoint${checkpoints === 1 ? '' : 's'}`
  );
}
