import { formatTable, loadLine, misses, type PageRow } from './table';

const scores = (performance: number) => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  failing: performance < 100 ? ['total-blocking-time 80 (250 ms)'] : [],
});

const rows: PageRow[] = [
  { name: 'home', path: '/', scores: scores(99), axe: { violations: 0, details: [] }, load: 2.345 },
  { name: 'catalog', path: '/catalog/x/1', scores: scores(93), axe: { violations: 0, details: [] }, load: 6.5 },
  { name: 'cart', path: '/cart', axe: { violations: 1, details: ['label [critical] x1: input'] } },
];

describe('the Lighthouse table', () => {
  it('marks what misses a target and names why', () => {
    const table = formatTable(rows);
    expect(table).toContain('| home | / | 99 | 100 | 100 | 100 | 0 |');
    expect(table).toContain('| catalog | /catalog/x/1 | 93 ✗ |');
    expect(table).toContain('| cart | /cart | — | — | — | — | 1 ✗ |');
    expect(misses(rows, 151)).toEqual([
      'catalog: performance below target; audits not at 100: total-blocking-time 80 (250 ms)',
      'cart: axe label [critical] x1: input',
      'first page loads 151.0 KB of gzipped JavaScript (target 150)',
    ]);
    expect(misses(rows.slice(0, 1), 120)).toEqual([]);
  });

  it('gives the machine load each page was scored under', () => {
    expect(loadLine(rows, 2)).toBe(
      'Machine load (1-minute average, 2 cores) as Lighthouse started: home 2.35, catalog 6.50',
    );
  });
});
