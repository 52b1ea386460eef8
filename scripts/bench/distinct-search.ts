import pg from 'pg';
import type { CpuMeter } from './cpu';
import { cpuPerRequest } from './cpu';
import { keepAliveAgent, send } from './http';
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

type Sender = (q: GeneratedQuery) => Promise<boolean>;

/**
 * Each target gets its own queries: one the catalog or gateway has already answered would be a cache hit. The
 * peer keeps no answers, so it may go round its queries again (`cycle`): it answers far more a second.
 */
async function measureOne(
  target: TargetName,
  sender: Sender,
  queries: GeneratedQuery[],
  cpu: CpuMeter,
  o: DistinctSearchOptions & { cycle?: boolean },
): Promise<Measurement & { ranOut: boolean }> {
  let i = 0;
  const next = () => {
    const q = o.cycle ? queries[i++ % queries.length] : queries[i++];
    return q && { call: 'search-distinct', send: () => sender(q) };
  };
  await closedLoop(o.connections, o.warmupSec, next);
  const before = await cpu.sample();
  const { log, seconds } = await closedLoop(o.connections, o.durationSec, next);
  const stats = log.stats(seconds).get('search-distinct') ?? { requests: 0, errors: 0, rps: 0, p50: 0, p99: 0 };
  const cpuMs = cpuPerRequest(before, await cpu.sample(), stats.requests);
  return { call: 'search-distinct', target, ...stats, cpu: cpuMs, ranOut: !o.cycle && i > queries.length };
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
  const agent = keepAliveAgent(o.connections);
  const viaHttp =
    (baseUrl: string): Sender =>
    (q) =>
      send(agent, baseUrl, { method: 'POST', path: '/api/products/search', body: JSON.stringify(q) });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: o.connections });
  let found = 0;
  let asked = 0;
  const fts: Sender = async (q) => {
    const { rowCount } = await pool.query(FTS_SQL, [q.string]);
    asked++;
    if (rowCount) found++;
    return true;
  };
  const third = Math.floor(queries.length / 3);
  const slices = [queries.slice(0, third), queries.slice(third, 2 * third), queries.slice(2 * third)];
  try {
    const rows = [
      await measureOne('service', viaHttp(urls.service), slices[0], cpu, o),
      await measureOne('gateway', viaHttp(urls.gateway), slices[1], cpu, o),
      await measureOne('fts-peer', fts, slices[2], cpu, { ...o, cycle: true }),
    ];
    const notes = [
      `distinct searches: ${queries.length} generated from the catalog's own words (swapped letters, Latin, wrong layout, cut endings), a third per target, none sent twice to the shop${
        rows.some((r) => r.ranOut)
          ? ` - they RAN OUT before the run's end for ${rows
              .filter((r) => r.ranOut)
              .map((r) => r.target)
              .join(', ')}`
          : ''
      }`,
      `full-text peer (tsvector 'simple' over the ru and ua names, GIN index, websearch_to_tsquery, newest 20): found something for ${asked ? Math.round((100 * found) / asked) : 0}% of the misspelt queries`,
    ];
    return { measurements: rows.map(({ ranOut: _, ...m }) => m), notes };
  } finally {
    agent.destroy();
    await pool.end();
  }
}
