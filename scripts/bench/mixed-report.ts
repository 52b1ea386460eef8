import { formatDatabase, type DatabasePerRequest } from './database-time';
import { alignedTable, formatCpuLine, type Check } from './report';
import { hitRatio, type CacheStats } from './gateway-cache';
import type { CallStats } from './latency';

/** PURE: the mixed run's table, its target (issue 16), and the memory of each process at the end. */

export const MIXED_LIMITS = { maxReadP99Ms: 50 } as const;

export interface MixedResult {
  seconds: number;
  calls: Map<string, CallStats>;
  /** Hits and misses of the gateway's memory during the run. */
  cache: CacheStats;
  /** CPU ms of each group of processes per request of the whole mix (scripts/bench/cpu.ts). */
  cpu?: Record<string, number>;
  /** The database's work per request of the whole mix. */
  db?: DatabasePerRequest;
}

const READ = (call: string) => call !== 'order';

export function mixedCheck(result: MixedResult): Check {
  const label = `mixed run: every read through the gateway p99 < ${MIXED_LIMITS.maxReadP99Ms} ms, zero errors`;
  const rows = [...result.calls];
  if (!rows.length) return { label, pass: false, detail: 'not measured' };
  const slow = rows.filter(([call, s]) => READ(call) && s.p99 >= MIXED_LIMITS.maxReadP99Ms);
  const failing = rows.filter(([, s]) => s.errors > 0);
  const detail = [
    ...slow.map(([call, s]) => `${call} p99 ${s.p99} ms`),
    ...failing.map(([call, s]) => `${call}: ${s.errors} errors`),
  ];
  return { label, pass: !detail.length, detail: detail.join(', ') || 'ok' };
}

const HEADER = ['mixed run call', 'share', 'req/s', 'p50 ms', 'p99 ms', 'errors'];

export function mixedCells(result: MixedResult): string[][] {
  const total = [...result.calls.values()].reduce((sum, s) => sum + s.requests, 0);
  return [...result.calls].map(([call, s]) => [
    call,
    `${total ? Math.round((100 * s.requests) / total) : 0}%`,
    String(Math.round(s.rps)),
    String(s.p50),
    String(s.p99),
    String(s.errors),
  ]);
}

export function formatMixed(result: MixedResult): string {
  const ratio = hitRatio(result.cache);
  return [
    alignedTable(HEADER, mixedCells(result), 1),
    '',
    `gateway cache during the run: ${result.cache.hits} hits, ${result.cache.misses} misses${ratio === undefined ? '' : ` (hit ratio ${Math.round(ratio * 100)}%)`}`,
    ...formatCpuLine('mixed run, every call', result.cpu),
    ...(result.db ? [formatDatabase('mixed run, every call', result.db)] : []),
  ].join('\n');
}

/** Resident memory in MB of each process (group). */
export const formatRss = (rssMb: Record<string, number>) =>
  Object.entries(rssMb)
    .map(([name, mb]) => `${name} ${mb} MB`)
    .join(', ') || 'not measured';
