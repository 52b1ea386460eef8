import type { AxeResult } from './axe-run';
import type { LighthouseScores } from './lighthouse-run';

export const TARGETS = { performance: 95, accessibility: 95, bestPractices: 100, seo: 100, jsKb: 150 };

export interface PageRow {
  name: string;
  path: string;
  scores?: LighthouseScores;
  axe?: AxeResult;
  /** The machine's 1-minute load average when Lighthouse started on the page. */
  load?: number;
}

const cell = (n: number | undefined, target: number) => (n === undefined ? '—' : n >= target ? String(n) : `${n} ✗`);

/** One markdown table: page, the four Lighthouse categories, axe violations. */
export function formatTable(rows: PageRow[]): string {
  const lines = [
    '| page | path | performance | accessibility | best practices | SEO | axe violations |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const { name, path, scores, axe } of rows) {
    lines.push(
      `| ${name} | ${path} | ${cell(scores?.performance, TARGETS.performance)} | ${cell(scores?.accessibility, TARGETS.accessibility)} | ${cell(scores?.bestPractices, TARGETS.bestPractices)} | ${cell(scores?.seo, TARGETS.seo)} | ${axe ? (axe.violations ? `${axe.violations} ✗` : '0') : '—'} |`,
    );
  }
  return lines.join('\n');
}

/** What misses a target, one line each; empty when everything holds. */
export function misses(rows: PageRow[], jsKb: number): string[] {
  const out: string[] = [];
  for (const { name, scores, axe } of rows) {
    if (scores) {
      const low = (['performance', 'accessibility', 'bestPractices', 'seo'] as const).filter(
        (k) => scores[k] < TARGETS[k],
      );
      if (low.length)
        out.push(`${name}: ${low.join(', ')} below target; audits not at 100: ${scores.failing.join('; ')}`);
    }
    if (axe?.violations) out.push(`${name}: axe ${axe.details.join('; ')}`);
  }
  if (jsKb > TARGETS.jsKb)
    out.push(`first page loads ${jsKb.toFixed(1)} KB of gzipped JavaScript (target ${TARGETS.jsKb})`);
  return out;
}

/** The machine's load at each Lighthouse run, to read the performance scores against. */
export function loadLine(rows: PageRow[], cores: number): string {
  const loads = rows.filter((r) => r.load !== undefined).map((r) => `${r.name} ${r.load!.toFixed(2)}`);
  return `Machine load (1-minute average, ${cores} cores) as Lighthouse started: ${loads.join(', ')}`;
}
