import { parseArgs } from 'node:util';
import { CALLS, type CallName } from './report';

export interface BenchOptions {
  /** Seconds each measured run lasts. */
  durationSec: number;
  /** Seconds of unmeasured warm-up before each measured run. */
  warmupSec: number;
  connections: number;
  products: number;
  catalogs: number;
  brands: number;
  /** The calls to measure (all of them unless --calls names some). */
  calls: CallName[];
  /** The mixed run of visitors' traffic (unless --calls leaves out "mixed"). */
  mixed: boolean;
  /** The other public reads, uncached and kept (unless --calls leaves out "public-reads"). */
  publicReads: boolean;
  /** What requests accept: gzip as browsers do (the default), or identity: the plain bytes. */
  encoding: Encoding;
  /** Words naming the other public reads to measure (all of them unless --reads names some): public-reads.ts. */
  reads?: string[];
}

/** Not a call of the table: the mixed run of visitors' traffic through the gateway. */
export const MIXED = 'mixed';
/** Nor this: every other public read through the gateway (public-reads.ts). */
export const PUBLIC_READS = 'public-reads';

export const ENCODINGS = ['gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export const HELP = `npm run bench -- [--duration 10] [--quick] [--connections 50] [--products 10000] [--catalogs 300] [--brands 50] [--calls ${[...CALLS, MIXED, PUBLIC_READS].join(',')}] [--encoding gzip|identity] [--reads brand,sidebar]`;

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number\n${HELP}`);
  return value;
}

export const wantsHelp = (argv: string[]) => argv.includes('--help') || argv.includes('-h');

/** `--calls order,product,mixed`: a comma-separated subset of the calls (in the table's order) and runs. */
function callsOf(raw: string | undefined): { calls: CallName[]; mixed: boolean; publicReads: boolean } {
  if (raw === undefined) return { calls: [...CALLS], mixed: true, publicReads: true };
  const asked = raw
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const known: readonly string[] = [...CALLS, MIXED, PUBLIC_READS];
  const unknown = asked.filter((c) => !known.includes(c));
  if (!asked.length || unknown.length) throw new Error(`--calls takes some of ${known.join(',')}\n${HELP}`);
  return {
    calls: CALLS.filter((c) => asked.includes(c)),
    mixed: asked.includes(MIXED),
    publicReads: asked.includes(PUBLIC_READS),
  };
}

function encodingOf(raw: string | undefined): Encoding {
  if (raw === undefined) return 'gzip';
  if (!(ENCODINGS as readonly string[]).includes(raw)) throw new Error(`--encoding takes gzip or identity\n${HELP}`);
  return raw as Encoding;
}

/** `--reads brand,sidebar`: words of the labels of the other public reads to measure (the rest are left out). */
function readsOf(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const words = raw
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (!words.length) throw new Error(`--reads takes words of the public reads' labels\n${HELP}`);
  return words;
}

/** `--duration N` seconds per run (default 10), `--quick` for 3 s runs, `--calls` to measure only some calls. */
export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      quick: { type: 'boolean', default: false },
      connections: { type: 'string' },
      products: { type: 'string' },
      catalogs: { type: 'string' },
      brands: { type: 'string' },
      calls: { type: 'string' },
      encoding: { type: 'string' },
      reads: { type: 'string' },
    },
  });
  const durationSec = positive('duration', values.duration, values.quick ? 3 : 10);
  return {
    durationSec,
    warmupSec: values.quick ? 1 : Math.min(3, Math.max(1, Math.round(durationSec / 4))),
    connections: Math.round(positive('connections', values.connections, 50)),
    products: Math.round(positive('products', values.products, 10_000)),
    catalogs: Math.round(positive('catalogs', values.catalogs, 300)),
    brands: Math.round(positive('brands', values.brands, 50)),
    ...callsOf(values.calls),
    encoding: encodingOf(values.encoding),
    ...(values.reads !== undefined && { reads: readsOf(values.reads) }),
  };
}
