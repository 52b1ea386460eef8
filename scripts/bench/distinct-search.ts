import pg from 'pg';
import type { CpuMeter } from './cpu';
import { cpuPerRequest } from './cpu';
import { cannonLoop, NO_ANSWER } from './cannon-loop';
import { closedLoop } from './latency';
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
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE INDEX IF NOT EXISTS bench_products_fts ON catalog.products USING gin (${FTS_DOCUMENT})`);
    await client.query('ANALYZE catalog.products');
  } finally {
    await client.end();
  }
}

export interface DistinctSearchOptions {
  connections: number;
  durationSec: number;
  warmupSec: number;
}

/** A closed loop over `next`'s requests for `durationSec`: each answer's latency under the call it names. */
type Loop = (durationSec: number, next: () => GeneratedQuery) => ReturnType<typeof closedLoop>;

const CALL = 'search-distinct';

/** Through autocannon to the shop's search (see cannon-loop.ts). */
const viaHttp =
  (baseUrl: string, connections: number): Loop =>
  (durationSec, next) =>
    cannonLoop(baseUrl, connections, durationSec, () => ({
      call: CALL,
      request: { method: 'POST', path: '/api/products/search', body: JSON.stringify(next()) },
    }));

/**
 * Each target gets its own queries: one the catalog or gateway has already answered would be a cache hit. The
 * peer keeps no answers, so it may go round its queries again: it answers far more a second. When a target
 * answers faster than its queries last, it goes round them too, and the report says they ran out.
 */
async function measureOne(
  target: TargetName,
  loop: Loop,
  queries: GeneratedQuery[],
  cpu: CpuMeter,
  o: DistinctSearchOptions,
): Promise<Measurement & { ranOut: boolean }> {
  let i = 0;
  const next = () => queries[i++ % queries.length];
  await loop(o.warmupSec, next);
  const before = await cpu.sample();
  const { log, seconds } = await loop(o.durationSec, next);
  const stats = log.stats(seconds).get(CALL) ?? { requests: 0, errors: 0, rps: 0, p50: 0, p99: 0 };
  const cpuMs = cpuPerRequest(before, await cpu.sample(), stats.requests);
  const errors = stats.errors + (log.stats(seconds).get(NO_ANSWER)?.errors ?? 0);
  return { call: CALL, target, ...stats, errors, cpu: cpuMs, ranOut: i > queries.length };
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
  const fts: Loop = (durationSec, next) =>
    closedLoop(o.connections, durationSec, () => ({
      call: CALL,
      send: async () => {
        const { rowCount } = await pool.query(FTS_SQL, [next().string]);
        asked++;
        if (rowCount) found++;
        return true;
      },
    }));
  const third = Math.floor(queries.length / 3);
  const slices = [queries.slice(0, third), queries.slice(third, 2 * third), queries.slice(2 * third)];
  try {
    const rows = [
      await measureOne('service', viaHttp(urls.service, o.connections), slices[0], cpu, o),
      await measureOne('gateway', viaHttp(urls.gateway, o.connections), slices[1], cpu, o),
      await measureOne('fts-peer', fts, slices[2], cpu, o),
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
