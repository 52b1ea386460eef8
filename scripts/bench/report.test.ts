import { cpuPerRequest } from './cpu';
import {
  evaluateTargets,
  formatCpu,
  formatTable,
  gatewayOverhead,
  markdownReport,
  withRatios,
  type CallName,
  type Measurement,
  type TargetName,
} from './report';

const m = (call: CallName, target: TargetName, rps: number, p99 = 10, errors = 0): Measurement => ({
  call,
  target,
  rps,
  p50: 2,
  p99,
  errors,
  requests: rps * 10,
});

/** Every call at every target, all targets met. */
const passing = (): Measurement[] => [
  ...(['product', 'catalog', 'search', 'catalogs'] as const).flatMap((call) => [
    m(call, 'ceiling', 10_000, 5),
    m(call, 'service', 6000),
    { ...m(call, 'gateway', 5500), coldRps: 900, coldP99: 60 },
  ]),
  m('order', 'ceiling', 10_000, 5),
  m('order', 'service', 600, 80),
  m('order', 'gateway', 570, 90),
  m('search-distinct', 'service', 600, 30),
  m('search-distinct', 'gateway', 550, 40),
  m('search-distinct', 'fts-peer', 2000, 8),
];

const byLabel = (checks: ReturnType<typeof evaluateTargets>, start: string) =>
  checks.find((c) => c.label.startsWith(start))!;

describe('bench table', () => {
  it('relates every row to the ceiling of the same call', () => {
    const rows = withRatios([
      m('product', 'ceiling', 8000),
      m('product', 'gateway', 2000),
      m('search', 'gateway', 100),
    ]);
    expect(rows.map((r) => r.ratio)).toEqual([1, 0.25, undefined]);
  });

  it('passes every target when the numbers meet them', () => {
    const checks = evaluateTargets(withRatios(passing()));
    expect(checks.filter((c) => !c.pass)).toEqual([]);
    expect(checks).toHaveLength(3 + 6 + 3 + 3 + 1 + 1 + 1);
  });

  it('fails the ceiling ratio below 50% and the overhead above 20%', () => {
    const rows = passing().map((r) => (r.call === 'product' && r.target === 'gateway' ? { ...r, rps: 4000 } : r));
    const checks = evaluateTargets(withRatios(rows));
    expect(byLabel(checks, 'product through the gateway >=')).toMatchObject({ pass: false, detail: '40%' });
    expect(byLabel(checks, 'product: gateway overhead')).toMatchObject({ pass: false, detail: '33%' });
    expect(byLabel(checks, 'catalog: gateway overhead')).toMatchObject({ pass: true, detail: '8%' });
  });

  it('says when a read through the gateway was mostly not answered from kept answers', () => {
    const rows = passing().map((r) =>
      r.target !== 'gateway' ? r : r.call === 'product' ? { ...r, rps: 500, kept: 0.02 } : { ...r, kept: 0.99 },
    );
    const checks = evaluateTargets(withRatios(rows));
    const missed = "; the gateway answered 2% of the run from kept answers, so it measured the catalog's reads";
    expect(byLabel(checks, 'product through the gateway >=')).toMatchObject({ pass: false, detail: `5%${missed}` });
    expect(byLabel(checks, 'product: gateway overhead')).toMatchObject({ pass: false, detail: `92%${missed}` });
    expect(byLabel(checks, 'catalog: gateway overhead')).toMatchObject({ detail: '8%' });
    expect(formatTable(withRatios(rows)).split('\n')[4]).toMatch(/gateway\s+500\s+2\s+10\s+0\s+5%\s+2%\s+900\s+60$/);
  });

  it('fails read p99 at 25 ms and orders below 500/s (issue 16) or at p99 150 ms', () => {
    const slow = passing().map((r) =>
      r.target !== 'gateway'
        ? r
        : r.call === 'search'
          ? { ...r, p99: 25 }
          : r.call === 'order'
            ? { ...r, rps: 499 }
            : r,
    );
    const checks = evaluateTargets(withRatios(slow));
    expect(byLabel(checks, 'search through the gateway: p99').pass).toBe(false);
    expect(byLabel(checks, 'product through the gateway: p99').pass).toBe(true);
    expect(byLabel(checks, 'order through the gateway').pass).toBe(false);
    const latent = passing().map((r) => (r.call === 'order' && r.target === 'gateway' ? { ...r, p99: 150 } : r));
    expect(byLabel(evaluateTargets(withRatios(latent)), 'order through the gateway').pass).toBe(false);
  });

  it('fails distinct searches below 500/s or at p99 50 ms through the gateway', () => {
    const at = (rps: number, p99: number) =>
      passing().map((r) => (r.call === 'search-distinct' && r.target === 'gateway' ? { ...r, rps, p99 } : r));
    const verdict = (rows: Measurement[]) => byLabel(evaluateTargets(withRatios(rows)), 'distinct searches');
    expect(verdict(at(500, 49.9))).toMatchObject({ pass: true, detail: '500/s, p99 49.9 ms' });
    expect(verdict(at(499, 20)).pass).toBe(false);
    expect(verdict(at(900, 50)).pass).toBe(false);
    expect(verdict(passing().filter((r) => r.call !== 'search-distinct'))).toMatchObject({ detail: 'not measured' });
  });

  it('fails on any error anywhere and names where', () => {
    const rows = passing().map((r) => (r.call === 'catalogs' && r.target === 'service' ? { ...r, errors: 3 } : r));
    expect(byLabel(evaluateTargets(withRatios(rows)), 'zero errors')).toMatchObject({
      pass: false,
      detail: 'catalogs/service: 3',
    });
    const silent = passing().map((r) =>
      r.call === 'search' && r.target === 'gateway' ? { ...r, rps: 0, requests: 0 } : r,
    );
    const checks = evaluateTargets(withRatios(silent));
    expect(byLabel(checks, 'zero errors')).toMatchObject({ pass: false, detail: 'search/gateway: no answer' });
    expect(byLabel(checks, 'search through the gateway: p99')).toMatchObject({ pass: false, detail: 'no answer' });
  });

  it('fails what was not measured instead of passing it', () => {
    const checks = evaluateTargets(withRatios([m('product', 'gateway', 100)]));
    expect(byLabel(checks, 'product through the gateway >=')).toMatchObject({ pass: false, detail: 'not measured' });
    expect(byLabel(checks, 'order through the gateway')).toMatchObject({ pass: false, detail: 'not measured' });
    expect(evaluateTargets([]).find((c) => c.label === 'zero errors')!.pass).toBe(false);
  });

  it('fails an uncached read whose first pass had a p99 of 100 ms or more', () => {
    const rows = passing().map((r) => (r.call === 'catalog' && r.target === 'gateway' ? { ...r, coldP99: 100 } : r));
    const checks = evaluateTargets(withRatios(rows));
    expect(byLabel(checks, 'catalog through the gateway, uncached')).toMatchObject({ pass: false, detail: '100 ms' });
    expect(byLabel(checks, 'product through the gateway, uncached')).toMatchObject({ pass: true, detail: '60 ms' });
  });

  it('measures overhead as lost throughput', () => {
    expect(gatewayOverhead(800, 1000)).toBeCloseTo(0.2);
    expect(gatewayOverhead(1200, 1000)).toBeCloseTo(-0.2);
    expect(gatewayOverhead(10, 0)).toBe(1);
  });

  it('prints aligned text and a markdown table with the verdicts', () => {
    const rows = withRatios([
      m('product', 'ceiling', 12_345.6),
      { ...m('product', 'gateway', 99.4, 31), coldRps: 61.2, coldP99: 48.5 },
    ]);
    const lines = formatTable(rows).split('\n');
    expect(lines[0]).toMatch(
      /^call\s+target\s+req\/s\s+p50 ms\s+p99 ms\s+errors\s+vs ceiling\s+kept\s+cold req\/s\s+cold p99 ms$/,
    );
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[2]).toMatch(/GET \/api\/products\/product\/:id\s+ceiling\s+12346\s+2\s+10\s+0\s+100%\s+-\s+-\s+-$/);
    expect(lines[3]).toMatch(/gateway\s+99\s+2\s+31\s+0\s+1%\s+-\s+61\s+48.5$/);
    const md = markdownReport(rows, evaluateTargets(rows), ['duration 10 s']);
    expect(md).toContain('| GET /api/products/product/:id | gateway | 99 | 2 | 31 | 0 | 1% | - | 61 | 48.5 |');
    expect(md).toContain('- **FAIL** product through the gateway: p99 < 25 ms (31 ms)');
    expect(md).toContain('- duration 10 s');
  });
});

describe('bench CPU accounting', () => {
  it('divides the CPU of each group seconds by the requests, new processes counting from zero, under 0.005 ms left out', () => {
    const before = new Map([
      ['gateway', new Map([[10, 1.0]])],
      ['postgres', new Map([[20, 5.0]])],
    ]);
    const after = new Map([
      ['gateway', new Map([[10, 3.0]])],
      [
        'postgres',
        new Map([
          [20, 6.0],
          [21, 0.5],
        ]),
      ],
      ['ceiling', new Map([[30, 0]])],
      // 4 ms over 1000 requests: 0.004 a request rounds to nothing and is left out.
      ['postgres (media)', new Map([[40, 0.004]])],
    ]);
    expect(cpuPerRequest(before, after, 1000)).toEqual({ gateway: 2, postgres: 1.5 });
    expect(cpuPerRequest(before, after, 0)).toEqual({});
  });

  it('lists where the CPU went, biggest first', () => {
    const rows = withRatios([
      { ...m('search', 'gateway', 100), cpu: { gateway: 0.4, catalog: 3.2, postgres: 6.1 } },
      m('search', 'ceiling', 900),
    ]);
    expect(formatCpu(rows)).toEqual([
      'search via gateway: postgres 6.1, catalog 3.2, gateway 0.4 (CPU ms per request)',
    ]);
  });
});
