import pg from 'pg';
import type { CpuMeter } from './cpu';
import { cpuPerRequest } from './cpu';
import { NO_ANSWER } from './cannon-loop';
import { closedLoop, type CallStats } from './latency';
import { onOneConnection } from './one-connection';
import { loopInThread, SEARCH_DISTINCT } from './loop-in-thread';
import type { GeneratedQuery } from '@shop/catalog/src/search/testing/queries';
import type { Measurement, TargetName } from './report';

/**
 * The peer: PostgreSQL full-text search over the same products' names (tsvector, GIN index), no typo
 * tolerance. The index is made in the benchmark's own database, not by the shop.
 */
const FTS_DOCUMENT = `to_tsvector('simple', (name->>'ru') || ' ' || (name->>'ua'))`;
const FTS_SQL = `SELECT id, name FROM catalog.products WHERE ${FTS_DOCUMENT} @@ websearch_to_tsquery('simple', $1)
  ORDER BY created_at DESC LIMIT 20`;

export async function addFullTextIndex(databaseUrl: string): Promise<void> {
  await onOneConnection(databaseUrl, async (client) => {
    await client.query(`CREATE INDEX IF NOT EXISTS bench_products_fts ON catalog.products USING gin (${FTS_DOCUMENT})`);
    await client.query('ANALYZE catalog.products');
  });
}

export interface DistinctSearchOptions {
  connections: number;
  durationSec: number;
  warmupSec: number;
}

/** A closed loop over a target's queries for `durationSec`, going on where the last one stopped. */
type Loop = (durationSec: number) => Promise<{ calls: Map<string, CallStats>; asked: number }>;

/** Through autocannon to the shop's search, in the loop thread (loop-in-thread.ts). */
const viaHttp =
  (baseUrl: string, connections: number, queries: GeneratedQuery[]): Loop =>
  (durationSec) =>
    loopInThread({
      baseUrl,
      connections,
      durationSec,
      source: { key: `distinct ${baseUrl}`, kind: 'searches', queries },
    });

/**
 * Each target gets its own queries: one the catalog or gateway has already answered would be a cache hit. The
 * peer keeps no answers, so it may go round its queries again: it answers far more a second. When a target
 * answers faster than its queries last, it goes round them too, and the report says they ran out.
 */
async function measureOne(
  target: TargetName,
  loop: Loop,
  queries: number,
  cpu: CpuMeter,
  o: DistinctSearchOptions,
): Promise<Measurement & { ranOut: boolean }> {
  await loop(o.warmupSec);
  const before = await cpu.sample();
  const { calls, asked } = await loop(o.durationSec);
  const stats = calls.get(SEARCH_DISTINCT) ?? { requests: 0, errors: 0, rps: 0, p50: 0, p99: 0 };
  const cpuMs = cpuPerRequest(before, await cpu.sample(), stats.requests);
  const errors = stats.errors + (calls.get(NO_ANSWER)?.errors ?? 0);
  return { call: SEARCH_DISTINCT, target, ...stats, errors, cpu: cpuMs, ranOut: asked > queries };
}

/**
 * Distinct searches, never repeated in the run, through the catalog service, the gateway, and the full-text
 * peer; plus how many of the peer's answers found something (typo tolerance is what the rest costs).
 */
export async function measureDistinctSearch(
  urls: { service: string; gateway: string },
  databaseUrl: string,
  queries: GeneratedQuery[],
  cpu: CpuMeter,
  o: DistinctSearchOptions,
): Promise<{ measurements: Measurement[]; notes: string[] }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: o.connections });
  let found = 0;
  let asked = 0;
  const third = Math.floor(queries.length / 3);
  const slices = [queries.slice(0, third), queries.slice(third, 2 * third), queries.slice(2 * third)];
  let i = 0;
  const fts: Loop = async (durationSec) => {
    const { log, seconds } = await closedLoop(o.connections, durationSec, () => ({
      call: SEARCH_DISTINCT,
      send: async () => {
        const { rowCount } = await pool.query(FTS_SQL, [slices[2][i++ % slices[2].length].string]);
        asked++;
        if (rowCount) found++;
        return true;
      },
    }));
    return { calls: log.stats(seconds), asked: i };
  };
  try {
    const rows = [
      await measureOne('service', viaHttp(urls.service, o.connections, slices[0]), slices[0].length, cpu, o),
      await measureOne('gateway', viaHttp(urls.gateway, o.connections, slices[1]), slices[1].length, cpu, o),
      await measureOne('fts-peer', fts, slices[2].length, cpu, o),
    ];
    const notes = [
      `distinct searches: ${queries.length} generated from the catalog's own words (swapped letters, Latin, wrong layout, cut endings), a third per target, none sent twice to the shop${
        rows.some((r) => r.ranOut && r.target !== 'fts-peer')
          ? ` - they RAN OUT before the run's end for ${rows
              .filter((r) => r.ranOut && r.target !== 'fts-peer')
              .map((r) => r.target)
              .join(', ')}`
          : ''
      }`,
      `full-text peer (tsvector 'simple' over the ru and ua names, GIN index, websearch_to_tsquery, newest 20): found something for ${asked ? Math.round((100 * found) / asked) : 0}% of the misspelt queries`,
    ];
    return { measurements: rows.map(({ ranOut: _, ...m }) => m), notes };
  } finally {
    await pool.end();
  }
}
