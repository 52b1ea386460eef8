import type { Load } from './load';
import { alignedTable, formatCpuLine, type Check } from './report';
import { formatStallLine, type StallSummary } from './stall-summary';

/** PURE: the table of every other public read, and its targets (issue 16, item 3). */

export const PUBLIC_READ_LIMITS = { maxUncachedP99Ms: 100, maxCachedP99Ms: 25, maxSidebarGzipKb: 50 } as const;

interface Uncached {
  p99: number;
  requests: number;
  errors: number;
  /** CPU ms per request of each group of processes over the pass (scripts/bench/cpu.ts), where it was sampled. */
  cpu?: Record<string, number>;
  /** The machine's stalls over the passes (scripts/bench/machine-stalls.ts), where they were measured. */
  stalls?: StallSummary;
}

export interface PublicReadResult {
  label: string;
  variants: number;
  /** Every variant once (or one variant again and again) right after the kept answers went. */
  uncached: Uncached;
  /**
   * A read cut from what the catalog keeps across unrelated changes (the tree, the price lists), uncached after a
   * change to what that is made of: made anew too.
   */
  madeAnew?: Uncached;
  cached: Load;
  /** Wire bytes of the largest sampled answer: as a browser takes it (brotli), gzipped, and plain. */
  largest: { browser: number; gzip: number; plain: number };
  /**
   * Only when the cached p99 missed its target: the kept p99 through the gateway and through the bare node:http
   * ceiling answering the same bytes, over the same first `sampled` variants, one run after the other.
   */
  ceiling?: { sampled: number; gateway: number; bare: number };
}

/** The sidebar's panels: the read the shop's pages use instead of the whole tree (GET /api/catalogs). */
export const SIDEBAR = 'POST /api/catalogs/sidebar';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const HEADER = [
  'public read (gateway)',
  'variants',
  'uncached p99 ms',
  'made anew p99 ms',
  'cached req/s',
  'cached p99 ms',
  'errors',
  'largest KB: brotli',
  'gzip',
  'plain',
  'same answers: gateway / bare p99 ms',
];

const againstCeiling = (r: PublicReadResult) =>
  r.ceiling ? `${r.ceiling.gateway} / ${r.ceiling.bare} (${r.ceiling.sampled} variants)` : '-';

/** Where each uncached pass's CPU went, a line a pass, as the main table's reads say it, and the machine's stalls. */
export function formatPublicReadsCpu(results: PublicReadResult[]): string[] {
  return results.flatMap((r) => [
    ...formatCpuLine(`${r.label} uncached`, r.uncached.cpu),
    ...formatStallLine(`${r.label} uncached`, r.uncached.stalls),
    ...formatCpuLine(`${r.label} made anew`, r.madeAnew?.cpu),
    ...formatStallLine(`${r.label} made anew`, r.madeAnew?.stalls),
  ]);
}

export function formatPublicReads(results: PublicReadResult[]): string {
  const rows = results.map((r) => [
    r.label,
    String(r.variants),
    String(r.uncached.p99),
    r.madeAnew ? String(r.madeAnew.p99) : '-',
    String(Math.round(r.cached.rps)),
    String(r.cached.p99),
    String(errorsOf(r)),
    kb(r.largest.browser),
    kb(r.largest.gzip),
    kb(r.largest.plain),
    againstCeiling(r),
  ]);
  return alignedTable(HEADER, rows, 1);
}

const errorsOf = (r: PublicReadResult) => r.uncached.errors + (r.madeAnew?.errors ?? 0) + r.cached.errors;

const bareNote = (r: PublicReadResult) =>
  r.ceiling ? ` (same answers: gateway ${r.ceiling.gateway} ms, bare ceiling ${r.ceiling.bare} ms)` : '';

export function publicReadsChecks(results: PublicReadResult[]): Check[] {
  const { maxUncachedP99Ms, maxCachedP99Ms, maxSidebarGzipKb } = PUBLIC_READ_LIMITS;
  const label = `every other public read through the gateway: uncached p99 < ${maxUncachedP99Ms} ms, cached p99 < ${maxCachedP99Ms} ms, zero errors`;
  const sidebarLabel = `sidebar panel (${SIDEBAR}) at most ${maxSidebarGzipKb} KB gzipped`;
  if (!results.length) return [{ label, pass: false, detail: 'not measured' }];
  const failing = results.flatMap((r) => [
    ...(r.uncached.p99 >= maxUncachedP99Ms ? [`${r.label} uncached p99 ${r.uncached.p99} ms`] : []),
    ...(r.madeAnew && r.madeAnew.p99 >= maxUncachedP99Ms
      ? [`${r.label} uncached and made anew p99 ${r.madeAnew.p99} ms`]
      : []),
    ...(r.cached.p99 >= maxCachedP99Ms ? [`${r.label} cached p99 ${r.cached.p99} ms${bareNote(r)}`] : []),
    ...(errorsOf(r) ? [`${r.label}: ${errorsOf(r)} errors`] : []),
    ...(r.uncached.requests && r.cached.requests ? [] : [`${r.label}: no answer`]),
  ]);
  const sidebar = results.find((r) => r.label === SIDEBAR);
  return [
    { label, pass: !failing.length, detail: failing.join(', ') || 'ok' },
    sidebar
      ? {
          label: sidebarLabel,
          pass: sidebar.largest.gzip <= maxSidebarGzipKb * 1024,
          detail: `${kb(sidebar.largest.gzip)} KB`,
        }
      : { label: sidebarLabel, pass: false, detail: 'not measured' },
  ];
}
