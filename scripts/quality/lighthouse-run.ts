import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS } from './chromium';

const run = promisify(execFile);

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits below a full score, for the reader to see what costs points. */
  failing: string[];
}

interface Report {
  categories: Record<
    (typeof CATEGORIES)[number],
    { score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }
  >;
}

const pct = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

function failingAudits(report: Report): string[] {
  const refs = Object.values(report.categories).flatMap((c) => c.auditRefs);
  const weighted = new Set(refs.filter((r) => r.weight > 0).map((r) => r.id));
  return [...new Set(refs.map((r) => r.id))]
    .map((id) => report.audits[id])
    .filter((a) => a && a.score !== null && a.score < 1 && (weighted.has(a.id) || a.scoreDisplayMode === 'binary'))
    .map((a) => `${a.id} ${pct(a.score)}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/** Lighthouse (the npm package's CLI, mobile, simulated throttling) on one URL with Debian's Chromium. */
export async function lighthouse(url: string): Promise<LighthouseScores> {
  const cli = require.resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS].join(' ')}`,
  ];
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, CHROME_PATH },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  const report = JSON.parse(stdout) as Report;
  return {
    performance: pct(report.categories.performance.score),
    accessibility: pct(report.categories.accessibility.score),
    bestPractices: pct(report.categories['best-practices'].score),
    seo: pct(report.categories.seo.score),
    failing: failingAudits(report),
  };
}
