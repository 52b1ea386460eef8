import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKENDS } from '@shop/shared';
import { seedDemoIfEmpty } from '@shop/catalog/src/demo';
import { HELP, parseBenchArgs, wantsHelp, type BenchOptions } from './bench/args';
import { callPlans, ROTATED_PRODUCTS, type CallPlan } from './bench/calls';
import { startCeiling, startCeilingServer, type CeilingDirs } from './bench/ceiling';
import { Cleanup } from './processes/cleanup';
import { CpuMeter, cpuPerRequest, formatRunSteal, readCoreSeconds } from './bench/cpu';
import { formatMachineCosts, measureMachineCosts } from './bench/machine-costs';
import { MachineStalls } from './bench/machine-stalls';
import { formatRunStalls } from './bench/stall-summary';
import { cacheBetween, hitRatio } from './bench/gateway-cache';
import { sampleMeters, type Meters } from './bench/meters';
import { prepareDatabase } from './bench/database';
import { onOneConnection } from './bench/one-connection';
import { forgetKeptAnswers, type KeptModel } from './bench/forget';
import { untilQuiet } from './bench/quiet';
import { databasePerRequest } from './bench/database-time';
import { addFullTextIndex, measureDistinctSearch } from './bench/distinct-search';
import { loadFixtures, type Fixtures } from './bench/fixtures';
import { launchShop, type RunningShop } from './bench/launch';
import { capture, firstPass, runLoad, warmLoadGenerator, type Captured } from './bench/load';
import {
  evaluateTargets,
  formatChecks,
  cpuSpent,
  formatCpu,
  formatTable,
  markdownReport,
  withRatios,
  type Measurement,
  type TargetName,
} from './bench/report';
import { formatMemory, memoryByProcess, rssByGroup } from './bench/memory';
import { runMixed } from './bench/mixed';
import { formatMixed, formatRss, mixedCheck } from './bench/mixed-report';
import {
  chosenReads,
  measurePublicReads,
  publicReads,
  readsWithoutVariants,
  type PublicRead,
} from './bench/public-reads';
import { UNCACHED_ROUNDS } from './bench/uncached-rounds';
import { formatHugePages, formatServerSettings, onThisMachine, readServerSettings } from './bench/server-settings';
import { sampleBuffers } from './bench/server-buffers';
import {
  formatPublicReads,
  formatPublicReadsCpu,
  publicReadsChecks,
  type PublicReadResult,
} from './bench/public-reads-report';
import { seededRandom } from '@shop/catalog/src/demo/random';
import { generateQueries, type GeneratedQuery } from '@shop/catalog/src/search/testing/queries';
import { ROOT } from './shop';

const OUT_DIR = path.join(ROOT, '.bench');
const log = (message: string) => console.error(`[bench] ${message}`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Setup (database, processes) and the work that grows with the catalog (generating it: 272 s for 100,000
 * products; capturing and first passes over every product), plus every run with its warm-up and its wait for
 * a quiet shop, with slack.
 */
function timeLimitMs(o: BenchOptions): number {
  return (8 * 60 + o.products / 50 + 7 * 3 * (o.durationSec + o.warmupSec + 10)) * 1000;
}

/**
 * A live shop's tables have planner statistics and a visibility map (autovacuum); right after a bulk insert
 * they do not, and e.g. the catalog counts seq-scan the products (measured 22-45 ms instead of 9-11 ms).
 */
async function settle(databaseUrl: string): Promise<void> {
  await onOneConnection(databaseUrl, (client) => client.query('VACUUM ANALYZE'));
}

async function generate(databaseUrl: string, o: BenchOptions, tempDir: string): Promise<string> {
  const started = Date.now();
  const summary = await seedDemoIfEmpty(
    { databaseUrl },
    { products: o.products, catalogs: o.catalogs, brands: o.brands, mediaDir: path.join(tempDir, 'images') },
  );
  if (!summary) throw new Error('the fresh benchmark database already had a catalog');
  await settle(databaseUrl);
  return `catalog: ${summary.products} products, ${summary.catalogs} catalogs, ${summary.brands} brands (generated in ${seconds(started)})`;
}

async function captureAll(plans: CallPlan[], shop: RunningShop, notes: string[]): Promise<Map<CallPlan, Captured>> {
  const captured = new Map<CallPlan, Captured>();
  for (const plan of plans) {
    try {
      captured.set(plan, await capture(shop.serviceUrls[plan.service], plan));
    } catch (error) {
      notes.push(`${plan.call} NOT MEASURED: its first request failed: ${(error as Error).message}`);
    }
  }
  return captured;
}

type Urls = Record<Exclude<TargetName, 'fts-peer'>, (plan: CallPlan) => string>;

interface Shop {
  urls: Urls;
  /** Makes every answer kept by the catalog service and the gateway go (see forgetKeptAnswers). */
  forget(): Promise<void>;
}

async function measureAll(captured: Map<CallPlan, Captured>, shop: Shop, meters: Meters, o: BenchOptions) {
  const { cpu, dbUrl } = meters;
  const measurements: Measurement[] = [];
  for (const [plan, answer] of captured) {
    for (const target of ['ceiling', 'service', 'gateway'] as const) {
      await settleShop(cpu);
      const url = shop.urls[target](plan);
      const options = { connections: o.connections, encoding: o.encoding };
      if (target !== 'ceiling') await shop.forget();
      const cold = await firstPass(url, plan, options);
      // The caches keep an answer asked for the second time (GATEWAY_CACHE_MIN_USES): a second pass keeps them all.
      await firstPass(url, plan, options);
      await runLoad(url, plan, { ...options, durationSec: o.warmupSec });
      // The ceiling has no database: its figures would be only what the shop's background work did meanwhile.
      const database = target === 'ceiling' ? undefined : dbUrl;
      const sample = () => sampleMeters(cpu, database, target === 'gateway' ? url : undefined);
      const before = await sample();
      const load = await runLoad(url, plan, { ...options, durationSec: o.durationSec });
      const after = await sample();
      const perRequest = cpuPerRequest(before.cpu, after.cpu, load.requests);
      const db = before.db && after.db ? databasePerRequest(before.db, after.db, load.requests) : undefined;
      const kept = before.cache && after.cache ? hitRatio(cacheBetween(before.cache, after.cache)) : undefined;
      log(
        `${plan.call} via ${target}: ${cold ? `first pass ${Math.round(cold.rps)} req/s (p99 ${cold.p99} ms), then ` : ''}${Math.round(load.rps)} req/s, p99 ${load.p99} ms, ${load.errors} errors, ${answer.meanBytes} bytes a response on average; CPU ${cpuSpent(perRequest) ?? 'not measured'}${db ? `; database per request ${JSON.stringify(db)}` : ''}`,
      );
      measurements.push({
        call: plan.call,
        target,
        ...load,
        coldRps: cold?.rps,
        coldP99: cold?.p99,
        cpu: perRequest,
        db,
        kept,
      });
    }
  }
  return measurements;
}

/** Distinct searches a second a target may be sent at most (so they never run out) for the runs' length. */
const DISTINCT_PER_SECOND = 5_000;

/** Before a run: the work the last one left behind done (see untilQuiet), saying when that took a while. */
async function settleShop(cpu: CpuMeter): Promise<void> {
  const waited = await untilQuiet(cpu);
  if (waited > 2) log(`waited ${waited.toFixed(0)} s for the shop to finish the last run's work`);
}

/**
 * Never-repeated searches: a share for each target of the distinct run, the rest for the mixed run. One list,
 * so no query of one run is in the cache of another's.
 */
function distinctQueries(fixtures: Fixtures, o: BenchOptions) {
  const perRun = (o.durationSec + o.warmupSec) * DISTINCT_PER_SECOND;
  const all = generateQueries(fixtures.vocabulary, 4 * perRun);
  // A quarter for the mixed run also when the vocabulary gave fewer than asked.
  const distinct = Math.round((all.length * 3) / 4);
  return { distinctRun: all.slice(0, distinct), mixedRun: all.slice(distinct) };
}

/** Product ids in a random (fixed) order of popularity, so the most viewed are not one brand's. */
function shuffled(ids: string[]): string[] {
  const rnd = seededRandom(7);
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function mixedRun(
  shop: RunningShop,
  fixtures: Fixtures,
  queries: GeneratedQuery[],
  meters: Meters,
  o: BenchOptions,
) {
  return runMixed(
    shop.gatewayUrl,
    {
      productIds: shuffled(fixtures.productIds),
      catalogs: fixtures.catalogBrands,
      popularSearches: fixtures.searches,
      distinctSearches: queries,
      orders: fixtures.orders,
    },
    meters,
    o,
  );
}

const publicReadSeconds = (o: BenchOptions) => Math.min(5, o.durationSec);

/** A ceiling answering what the gateway answers to a public read's requests, for one comparison. */
async function publicReadCeiling(gatewayUrl: string, read: PublicRead, dirs: CeilingDirs) {
  const { answers } = await capture(gatewayUrl, read);
  const routes = [{ prefix: read.variants[0].path, answers }];
  const { url, child } = await startCeilingServer('ceiling-public-read', routes, dirs);
  return { url, stop: () => child.stop() };
}

async function otherPublicReads(
  shop: RunningShop,
  fixtures: Fixtures,
  meters: { cpu: CpuMeter; dbUrl: string; stalls?: MachineStalls; forget(changed?: KeptModel): Promise<void> },
  o: BenchOptions & { dirs: CeilingDirs },
): Promise<PublicReadResult[]> {
  await settleShop(meters.cpu);
  const options = {
    ...o,
    durationSec: publicReadSeconds(o),
    warmupSec: 1,
    forget: meters.forget,
    cpu: meters.cpu,
    stalls: meters.stalls,
    buffers: () => sampleBuffers(meters.dbUrl, 'catalog'),
    startCeiling: (read: PublicRead) => publicReadCeiling(shop.gatewayUrl, read, o.dirs),
  };
  return measurePublicReads(shop.gatewayUrl, chosenReads(publicReads(fixtures), o.reads), options, log);
}

const SHM = '/dev/shm';

/**
 * Other work on the machine takes CPU from the shop and the load generator: say how much there was. Only the
 * start tells: by the end the average holds the benchmark's own load.
 */
function machineLoad(atStart: number): string {
  const cores = os.cpus().length;
  const [now] = os.loadavg();
  const busy =
    atStart > cores * 0.75
      ? ' - the machine was BUSY with other work, so every number is lower than on an idle machine'
      : '';
  return `machine load average (1 min): ${atStart.toFixed(1)} at the start, ${now.toFixed(1)} at the end (the benchmark's own load), on ${cores} cores${busy}`;
}

const rotatedProducts = (products: number) =>
  products > ROTATED_PRODUCTS ? `${ROTATED_PRODUCTS} of the ${products}` : String(products);

function tempFolder(parent: string, cleanup: Cleanup): string {
  const dir = mkdtempSync(path.join(parent, 'shop-bench-'));
  cleanup.add(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The machine's costs (machine-costs.ts) while nothing of the bench runs yet, or why they are not known. */
const machineCostsNow = () =>
  measureMachineCosts().then(formatMachineCosts, (error: Error) => `machine costs: not measured (${error.message})`);

async function bench(o: BenchOptions, cleanup: Cleanup): Promise<void> {
  const loadAtStart = os.loadavg()[0];
  const machineCosts = await machineCostsNow();
  log(machineCosts);
  const tempDir = tempFolder(os.tmpdir(), cleanup);
  // Tens of thousands of generated image files: in RAM where possible (writing and deleting them on disk takes minutes).
  const scratchDir = existsSync(SHM) ? tempFolder(SHM, cleanup) : tempDir;
  const logDir = path.join(OUT_DIR, 'logs');
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });

  const db = await prepareDatabase(tempDir);
  cleanup.add('drop database', () => db.drop());
  const meminfo = '/proc/meminfo';
  const hugePages = onThisMachine(db.url) && existsSync(meminfo) && formatHugePages(readFileSync(meminfo, 'utf8'));
  const server = formatServerSettings(await readServerSettings(db.url)) + (hugePages ? `; ${hugePages}` : '');
  const notes = [`database: ${db.description}; ${server}`, await generate(db.url, o, scratchDir)];
  log(notes[1]);
  const shop = await launchShop(
    { databaseUrl: db.url, natsUrl: process.env.NATS_URL, tempDir: scratchDir, logDir },
    cleanup,
  );
  notes.push(`shop: ${shop.mode}`);
  log(notes[2]);

  const fixtures = await loadFixtures(shop.serviceUrls.catalog, shop.serviceUrls.orders);
  notes.push(
    `rotating ${rotatedProducts(fixtures.productIds.length)} product ids, ${fixtures.leafCatalogIds.length} leaf catalogs, ${fixtures.searches.length} search terms` +
      `${fixtures.emptySearches.length ? ` (finding nothing: ${fixtures.emptySearches.join(', ')})` : ''}, ${fixtures.orders.length} visitor orders (unique Idempotency-Key each)`,
    `load: autocannon, ${o.connections} connections, ${o.durationSec} s a run after a first pass over every rotated request (its rate is "cold req/s") and ${o.warmupSec} s of warm-up; ${os.cpus().length} CPU cores shared by the load generator and the shop`,
    o.encoding === 'gzip'
      ? 'requests accept gzip as browsers do (Accept-Encoding: gzip, deflate, br); --encoding identity measures the plain bytes'
      : 'requests accept no compression (--encoding identity): the plain bytes, unlike a browser',
  );
  const plans = callPlans(fixtures).filter((plan) => o.calls.includes(plan.call));
  const captured = await captureAll(plans, shop, notes);
  const ceiling = await startCeiling(captured, scratchDir, logDir, cleanup);
  const cpu = new CpuMeter(db.url);
  for (const child of [...shop.children, ceiling.child]) cpu.addGroup(child.name, child.process.pid!);
  if (shop.natsPid) cpu.addProcess('nats-server', shop.natsPid);
  const meters: Meters = { cpu, dbUrl: db.url };
  const urls: Urls = {
    ceiling: () => ceiling.url,
    service: (plan) => shop.serviceUrls[plan.service],
    gateway: () => shop.gatewayUrl,
  };
  const forget = (changed?: KeptModel) => forgetKeptAnswers(db.url, shop.gatewayUrl, changed);
  const stalls = MachineStalls.start(logDir, cleanup);
  for (const beat of stalls?.beats ?? []) cpu.addGroup('heartbeats', beat.process.pid!);
  await warmLoadGenerator(o.connections);
  const timedFrom = Date.now();
  const coresFrom = readCoreSeconds();
  const measurements = await measureAll(captured, { urls, forget }, meters, o);
  const queries = distinctQueries(fixtures, o);
  if (o.calls.includes('search-distinct')) {
    await addFullTextIndex(db.url);
    const urls = { service: shop.serviceUrls.catalog, gateway: shop.gatewayUrl };
    await settleShop(cpu);
    const run = await measureDistinctSearch(urls, db.url, queries.distinctRun, cpu, o);
    for (const m of run.measurements)
      log(
        `search-distinct via ${m.target}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.errors} errors`,
      );
    measurements.push(...run.measurements);
    notes.push(...run.notes);
  }
  if (o.mixed) await settleShop(cpu);
  const mixed = o.mixed ? await mixedRun(shop, fixtures, queries.mixedRun, meters, o) : undefined;
  const dirs = { tempDir: scratchDir, logDir, cleanup };
  const others = o.publicReads
    ? await otherPublicReads(shop, fixtures, { cpu, dbUrl: db.url, stalls, forget }, { ...o, dirs })
    : undefined;
  const groups = new Map([...shop.children, ceiling.child].map((child) => [child.name, child.process.pid!]));
  notes.push(`memory at the end (RSS, largest process of each): ${formatRss(rssByGroup(groups))}`);
  const health = Object.fromEntries(BACKENDS.map((name) => [name, `${shop.serviceUrls[name]}/healthz`]));
  const byProcess = await memoryByProcess({ gateway: `${shop.gatewayUrl}/healthz/cache`, ...health });
  notes.push(...formatMemory(byProcess).map((line) => `memory of ${line}`));

  notes.push(formatRunStalls(stalls?.since(timedFrom)));
  notes.push(formatRunSteal(coresFrom, readCoreSeconds(), (Date.now() - timedFrom) / 1000, os.cpus().length));
  notes.push(machineLoad(loadAtStart), machineCosts);
  const rows = withRatios(measurements);
  const checks = [
    ...evaluateTargets(rows),
    ...(mixed ? [mixedCheck(mixed)] : []),
    ...(others ? publicReadsChecks(others) : []),
  ];
  const mixedText = mixed
    ? `Mixed run through the gateway (${o.connections} connections, ${o.durationSec} s: Zipf product views, catalog pages with and without brands, 70% distinct searches, orders):\n${formatMixed(mixed)}\n`
    : '';
  const othersText = others
    ? `Other public reads through the gateway (${o.connections} connections; uncached: right after the kept answers went on a shop at rest, every variant once a pass for at least 3 passes and 300 requests (10 passes at most), or a single one ${UNCACHED_ROUNDS} times, and the p99 over all of them; cached: ${publicReadSeconds(o)} s):\n${formatPublicReads(others)}\n${formatPublicReadsCpu(others).join('\n')}\n`
    : '';
  console.log(
    `\n${notes.map((n) => `  ${n}`).join('\n')}\n\n${formatTable(rows)}\n\n${mixedText}\n${othersText}\n${formatChecks(checks)}\n`,
  );
  console.log(
    `Where the CPU went:\n${formatCpu(rows)
      .map((line) => `  ${line}`)
      .join('\n')}\n`,
  );
  writeFileSync(
    path.join(OUT_DIR, 'last.md'),
    `${markdownReport(rows, checks, notes)}${mixedText && `\n## Mixed run\n\n\`\`\`\n${mixedText}\`\`\`\n`}${othersText && `\n## Other public reads\n\n\`\`\`\n${othersText}\`\`\`\n`}`,
  );
  const mixedJson = mixed && { ...mixed, calls: Object.fromEntries(mixed.calls) };
  writeFileSync(
    path.join(OUT_DIR, 'last.json'),
    JSON.stringify(
      { at: new Date().toISOString(), notes, rows, mixed: mixedJson, publicReads: others, checks },
      null,
      2,
    ),
  );
  console.log(`Written to .bench/last.md and .bench/last.json; service logs in .bench/logs/`);
}

async function main() {
  if (wantsHelp(process.argv.slice(2))) {
    console.log(HELP);
    process.exit(0);
  }
  let options: BenchOptions;
  try {
    options = parseBenchArgs(process.argv.slice(2));
    chosenReads(readsWithoutVariants(), options.reads);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const cleanup = new Cleanup();
  cleanup.onInterrupt(timeLimitMs(options));
  const started = Date.now();
  try {
    await bench(options, cleanup);
  } catch (error) {
    console.error(`\nThe benchmark failed: ${(error as Error).stack ?? error}`);
    process.exitCode = 1;
  } finally {
    log('cleaning up...');
    await cleanup.run();
    log(`done in ${seconds(started)}`);
  }
  // Not a pass/fail test (DESIGN.md): the verdicts are in the table; only a broken run exits non-zero.
  process.exit();
}

void main();
