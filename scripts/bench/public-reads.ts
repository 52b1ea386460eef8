import http from 'node:http';
import type { Encoding } from './args';
import { cpuPerRequest, withoutIdle, type CpuMeter } from './cpu';
import type { KeptModel } from './forget';
import { BROWSER_ENCODINGS } from './load';
import type { Fixtures } from './fixtures';
import { firstPass, headersOf, runLoad, type Load, type Requests } from './load';
import { PUBLIC_READ_LIMITS, SIDEBAR, type PublicReadResult } from './public-reads-report';
import type { MachineStalls } from './machine-stalls';
import { untilQuiet } from './quiet';
import { addedStalls, type StallSummary } from './stall-summary';
import { formatBuffers, STATS_LAG_MS, type BufferSample } from './server-buffers';
import { formatPass, pooledRounds, uncachedRounds } from './uncached-rounds';

/** A public read of the catalog (services/gateway/src/catalog-cache/cacheable.ts) with the requests it rotates. */
export interface PublicRead extends Requests {
  label: string;
  /** Cut from what the catalog service keeps across unrelated changes (the tree, the finished price lists). */
  madeFrom?: KeptModel;
}

const get = (label: string, paths: string[], madeFrom?: KeptModel): PublicRead => ({
  label,
  method: 'GET',
  variants: paths.map((path) => ({ path })),
  uniqueKey: false,
  madeFrom,
});

const post = (label: string, path: string, bodies: unknown[], madeFrom?: KeptModel): PublicRead => ({
  label,
  method: 'POST',
  variants: bodies.map((body) => ({ path, body: JSON.stringify(body) })),
  uniqueKey: false,
  madeFrom,
});

/** What the reads' variants are made of. */
type ReadVariants = Pick<Fixtures, 'catalogIds' | 'parentCatalogIds' | 'brandIds'>;

/** The reads without the variants a generated shop gives them, to check --reads before the shop is generated. */
export const readsWithoutVariants = (): PublicRead[] =>
  publicReads({ catalogIds: [], parentCatalogIds: [], brandIds: [] });

/**
 * The reads whose label has one of `words` in it (any case), all of them without words; a word in no label is
 * refused, naming the labels.
 */
export function chosenReads<T extends { label: string }>(reads: T[], words?: string[]): T[] {
  if (!words) return reads;
  const has = (read: T, word: string) => read.label.toLowerCase().includes(word.toLowerCase());
  const unknown = words.filter((word) => !reads.some((read) => has(read, word)));
  if (unknown.length)
    throw new Error(`--reads: ${unknown.join(', ')} in none of: ${reads.map((read) => read.label).join(', ')}`);
  return reads.filter((read) => words.some((word) => has(read, word)));
}

/**
 * The public reads the main table leaves out (it has product, catalog, search and GET /api/catalogs, which is here
 * too for its uncached time): each with every variant the generated shop has.
 */
export function publicReads(f: ReadVariants): PublicRead[] {
  return [
    get('GET /api/catalogs', ['/api/catalogs'], 'tree'),
    post(
      SIDEBAR,
      '/api/catalogs/sidebar',
      [null, ...f.parentCatalogIds].map((parentId) => ({ brandIds: [], parentId })),
      'tree',
    ),
    post('POST /api/catalogs/navbar', '/api/catalogs/navbar', [{ brandIds: [] }], 'tree'),
    get(
      'GET /api/catalogs/catalog/:id',
      f.catalogIds.map((id) => `/api/catalogs/catalog/${id}`),
      'tree',
    ),
    get('GET /api/products/showcase', ['/api/products/showcase']),
    get(
      'GET /api/products/brand/:id',
      f.brandIds.map((id) => `/api/products/brand/${id}`),
      'price lists',
    ),
    get('GET /api/brands', ['/api/brands']),
    get('GET /api/options', ['/api/options']),
    get('GET /api/information', ['/api/information']),
    get('GET /api/information/contacts', ['/api/information/contacts']),
    get('GET /api/gallery', ['/api/gallery']),
  ];
}

export interface PublicReadsOptions {
  connections: number;
  encoding: Encoding;
  warmupSec: number;
  durationSec: number;
  /** Makes every kept answer go (forgetKeptAnswers), and the catalog's kept `changed` model with them. */
  forget(changed?: KeptModel): Promise<void>;
  /** Samples the CPU each process used so far, to say where an uncached pass's CPU went. */
  cpu?: CpuMeter;
  /** The machine's stalls over each uncached pass, where they are measured. */
  stalls?: MachineStalls;
  /** PostgreSQL's buffers so far (server-buffers.ts), to say in the log line of each pass made anew what the database did. */
  buffers?: () => Promise<BufferSample>;
  /** Where each pass of a read with many variants is logged (formatPass). */
  log?: (message: string) => void;
  /** A bare node:http server answering what the gateway answers to these requests (scripts/bench/ceiling.ts). */
  startCeiling(read: PublicRead): Promise<{ url: string; stop(): Promise<void> }>;
}

/** Answers whose size is sampled, spread over the variants. */
const SIZE_SAMPLES = 20;
/**
 * Passes over every variant after the uncached one, before the kept answers are timed: the second ask keeps an
 * answer (GATEWAY_CACHE_MIN_USES) and the third send makes its smaller compressed copy (AnswerCache.compressed),
 * 8 ms for a 1 MB price list, which a 1 s warm-up did not cover for 300 of them.
 */
const KEEPING_PASSES = 2;
/** Variants a slow kept read is compared with the ceiling over (300 brand price lists would be 300 MB). */
const CEILING_SAMPLES = 40;

/** The wire bytes of one answer: the body as sent to a client taking `acceptEncoding`. */
function wireBytes(baseUrl: string, read: PublicRead, index: number, acceptEncoding: string): Promise<number> {
  const variant = read.variants[index];
  const headers = { ...headersOf(read, 'identity'), 'accept-encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${variant.path}`, { method: read.method, headers });
    req.setTimeout(30_000, () => req.destroy(new Error(`${read.label}: no answer in 30 s`)));
    req.on('error', reject);
    req.on('response', (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.end(variant.body);
  });
}

async function largestAnswer(baseUrl: string, read: PublicRead): Promise<PublicReadResult['largest']> {
  const step = Math.max(1, Math.floor(read.variants.length / SIZE_SAMPLES));
  const largest = { browser: 0, gzip: 0, plain: 0 };
  for (let i = 0; i < read.variants.length; i += step) {
    largest.browser = Math.max(largest.browser, await wireBytes(baseUrl, read, i, BROWSER_ENCODINGS));
    // The first gzip ask of a kept answer gets the fast copy, the second the smaller one a gzip client keeps getting.
    await wireBytes(baseUrl, read, i, 'gzip');
    largest.gzip = Math.max(largest.gzip, await wireBytes(baseUrl, read, i, 'gzip'));
    largest.plain = Math.max(largest.plain, await wireBytes(baseUrl, read, i, 'identity'));
  }
  return largest;
}

/**
 * Every variant once after the kept answers went (and the catalog's kept `changed` model with them), for as many
 * passes as uncachedRounds says, and the p99 over all of them; a single variant is asked UNCACHED_ROUNDS times
 * that way.
 */
async function uncached(
  baseUrl: string,
  read: PublicRead,
  o: PublicReadsOptions,
  changed?: KeptModel,
): Promise<PublicReadResult['uncached']> {
  const options = { connections: o.connections, encoding: o.encoding, latencies: true };
  const rounds: Load[] = [];
  const cpu: Record<string, number>[] = [];
  const stalls: StallSummary[] = [];
  const passes = uncachedRounds(read.variants.length);
  const kind = changed ? 'made anew' : 'uncached';
  // Only passes made anew over many variants (the catalog pages, the price lists), not the sidebar's ten over six:
  // each sample waits for the backends' counts (STATS_LAG_MS), about 20 s a pass.
  const buffers = changed && read.variants.length > passes ? o.buffers : undefined;
  for (let i = 0; i < passes; i++) {
    // A change comes to a shop at rest, not to one still compressing the lists the last pass made anew.
    if (o.cpu) await untilQuiet(o.cpu);
    const buffersBefore = buffers && (await settledBuffers(buffers));
    await o.forget(changed);
    const before = await o.cpu?.sample();
    const startedAt = Date.now();
    rounds.push(
      read.variants.length > 1
        ? (await firstPass(baseUrl, read, options))!
        : await runLoad(baseUrl, read, { ...options, connections: 1, durationSec: 30, amount: 1 }),
    );
    // After the CPU's sample: reading the heartbeats' logs is the bench's work, not the pass's.
    if (before) cpu.push(withoutIdle(cpuPerRequest(before, await o.cpu!.sample(), rounds[i].requests)));
    if (o.stalls) stalls.push(o.stalls.since(startedAt));
    if (read.variants.length > 1) {
      const database =
        buffersBefore && formatBuffers(buffersBefore, await settledBuffers(buffers!), rounds[i].requests);
      o.log?.(
        formatPass(`${read.label} ${kind}`, i + 1, passes, rounds[i], cpu[i]) + (database ? `; ${database}` : ''),
      );
    }
  }
  return {
    ...pooledRounds(rounds),
    ...(cpu.length && { cpu: meanCpu(cpu) }),
    ...(stalls.length && { stalls: addedStalls(stalls) }),
  };
}

/** PostgreSQL's buffers once the backends have published what they did so far. */
async function settledBuffers(sample: () => Promise<BufferSample>): Promise<BufferSample> {
  await new Promise((resolve) => setTimeout(resolve, STATS_LAG_MS));
  return sample();
}

/** The mean of each process group's CPU per request over rounds of equally many requests. */
function meanCpu(rounds: Record<string, number>[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const round of rounds) for (const [name, ms] of Object.entries(round)) sums[name] = (sums[name] ?? 0) + ms;
  return Object.fromEntries(
    Object.entries(sums).map(([name, ms]) => [name, Math.round((ms * 100) / rounds.length) / 100]),
  );
}

/**
 * The kept read against the bare ceiling answering the same bytes, over the same variants, so a slow p99 shows
 * whether the gateway or this machine and load generator make it.
 */
async function againstCeiling(baseUrl: string, read: PublicRead, o: PublicReadsOptions) {
  const sample = { ...read, variants: read.variants.slice(0, CEILING_SAMPLES) };
  const ceiling = await o.startCeiling(sample);
  try {
    const options = { connections: o.connections, encoding: o.encoding };
    await runLoad(ceiling.url, sample, { ...options, durationSec: o.warmupSec });
    const bare = await runLoad(ceiling.url, sample, { ...options, durationSec: o.durationSec });
    const gateway = await runLoad(baseUrl, sample, { ...options, durationSec: o.durationSec });
    return { sampled: sample.variants.length, gateway: gateway.p99, bare: bare.p99 };
  } finally {
    await ceiling.stop();
  }
}

/**
 * One read through the gateway: uncached, then kept, and its answers' size. The uncached pass asked each variant
 * once since the kept answers went; KEEPING_PASSES more make each kept answer what a much-asked one is.
 */
async function measureRead(baseUrl: string, read: PublicRead, o: PublicReadsOptions): Promise<PublicReadResult> {
  const options = { connections: o.connections, encoding: o.encoding };
  const madeAnew = read.madeFrom ? await uncached(baseUrl, read, o, read.madeFrom) : undefined;
  const cold = await uncached(baseUrl, read, o);
  const amount = read.variants.length;
  const everyVariant = { ...options, connections: Math.min(o.connections, amount), durationSec: 60, amount };
  for (let pass = 0; pass < KEEPING_PASSES; pass++) await runLoad(baseUrl, read, everyVariant);
  await runLoad(baseUrl, read, { ...options, durationSec: o.warmupSec });
  const cached = await runLoad(baseUrl, read, { ...options, durationSec: o.durationSec });
  const slow = cached.p99 >= PUBLIC_READ_LIMITS.maxCachedP99Ms;
  return {
    label: read.label,
    variants: read.variants.length,
    uncached: cold,
    ...(madeAnew && { madeAnew }),
    cached,
    largest: await largestAnswer(baseUrl, read),
    ...(slow && { ceiling: await againstCeiling(baseUrl, read, o) }),
  };
}

/** Each public read the main table leaves out, through the gateway, one after the other. */
export async function measurePublicReads(
  gatewayUrl: string,
  reads: PublicRead[],
  o: PublicReadsOptions,
  log: (message: string) => void,
): Promise<PublicReadResult[]> {
  const results: PublicReadResult[] = [];
  const logged = { ...o, log };
  for (const read of reads) {
    const result = await measureRead(gatewayUrl, read, logged);
    log(
      `${read.label} via gateway: uncached p99 ${result.uncached.p99} ms, cached ${Math.round(result.cached.rps)} req/s p99 ${result.cached.p99} ms, largest ${result.largest.browser} bytes as browsers take it, ${result.largest.gzip} gzipped`,
    );
    results.push(result);
  }
  return results;
}
