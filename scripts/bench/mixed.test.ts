import { seededRandom } from '@shop/catalog/src/demo/random';
import { mixedRequests, MIX, zipfSampler, type MixedInputs } from './mixed-plan';
import { hitRatio } from './gateway-cache';
import { formatMixed, mixedCheck, type MixedResult } from './mixed-report';

const inputs = (): MixedInputs => ({
  productIds: Array.from({ length: 1000 }, (_, i) => `p${i}`),
  catalogs: [
    { id: 'c1', brandIds: ['b1', 'b2', 'b3'] },
    { id: 'c2', brandIds: ['b2'] },
  ],
  popularSearches: [{ string: 'носки', langKey: 'ru' }],
  distinctSearches: Array.from(
    { length: 5000 },
    (_, i) => ({ string: `q${i}`, langKey: 'ru', mistake: 'none' }) as const,
  ),
  orders: ['{"order":1}', '{"order":2}'],
});

describe('bench mixed run', () => {
  it('draws Zipf ranks: the first the most often, every rank possible', () => {
    const next = zipfSampler(100, seededRandom(1));
    const counts = new Array(100).fill(0);
    for (let i = 0; i < 50_000; i++) counts[next()]++;
    expect(counts[0]).toBeGreaterThan(counts[1]);
    expect(counts[1]).toBeGreaterThan(counts[9]);
    expect(counts[0] / counts[9]).toBeGreaterThan(6);
    expect(counts[0] / counts[9]).toBeLessThan(14);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it('mixes the calls in their shares, searches mostly never sent before, orders each with its own key', () => {
    const next = mixedRequests(inputs());
    const made = Array.from({ length: 20_000 }, next);
    for (const [call, share] of Object.entries(MIX)) {
      const seen = made.filter((m) => m.call === call).length / made.length;
      expect(Math.abs(seen - share)).toBeLessThan(0.015);
    }
    const searches = made.filter((m) => m.call === 'search').map((m) => JSON.parse(m.request.body!).string as string);
    const distinct = searches.filter((s) => s.startsWith('q'));
    expect(new Set(distinct).size).toBe(distinct.length);
    expect(Math.abs(distinct.length / searches.length - 0.7)).toBeLessThan(0.03);
    const keys = made.filter((m) => m.call === 'order').map((m) => m.request.headers!['idempotency-key']);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('filters catalog pages by some of their own brands, and reads products by id', () => {
    const made = Array.from({ length: 5000 }, mixedRequests(inputs()));
    for (const m of made.filter((r) => r.call === 'catalog+brands')) {
      const body = JSON.parse(m.request.body!);
      const own = inputs().catalogs.find((c) => c.id === body.catalogId)!.brandIds;
      expect(body.brandIds.length).toBeGreaterThan(0);
      expect(body.brandIds.every((b: string) => own.includes(b))).toBe(true);
    }
    expect(
      made.filter((r) => r.call === 'catalog').every((m) => JSON.parse(m.request.body!).brandIds.length === 0),
    ).toBe(true);
    expect(made.find((r) => r.call === 'product')!.request.path).toMatch(/^\/api\/products\/product\/p\d+$/);
  });

  it('reports each call, the hit ratio, and fails a read at p99 50 ms or any error', () => {
    const stats = (p99: number, errors = 0) => ({ requests: 100, errors, rps: 10, p50: 2, p99 });
    const result = (calls: [string, ReturnType<typeof stats>][]): MixedResult => ({
      seconds: 10,
      calls: new Map(calls),
      cache: { hits: 75, misses: 25 },
    });
    expect(hitRatio({ hits: 75, misses: 25 })).toBe(0.75);
    expect(hitRatio({ hits: 0, misses: 0 })).toBeUndefined();
    expect(
      mixedCheck(
        result([
          ['product', stats(49.9)],
          ['order', stats(120)],
        ]),
      ),
    ).toMatchObject({ pass: true });
    expect(mixedCheck(result([['search', stats(50)]]))).toMatchObject({ pass: false, detail: 'search p99 50 ms' });
    expect(mixedCheck(result([['order', stats(10, 2)]]))).toMatchObject({ pass: false, detail: 'order: 2 errors' });
    expect(mixedCheck(result([])).detail).toBe('not measured');
    const text = formatMixed(
      result([
        ['product', stats(12)],
        ['search', stats(30)],
      ]),
    );
    expect(text).toMatch(/product\s+50%\s+10\s+2\s+12\s+0/);
    expect(text).toContain('75 hits, 25 misses (hit ratio 75%)');
    expect(text).not.toContain('CPU ms per request');
  });

  it('says where the whole mix spent its CPU and database time, per request', () => {
    const text = formatMixed({
      seconds: 10,
      calls: new Map([['product', { requests: 100, errors: 0, rps: 10, p50: 2, p99: 12 }]]),
      cache: { hits: 1, misses: 1 },
      cpu: { catalog: 0.4, 'gateway-1': 0.6, postgres: 0.3 },
      db: { activeMs: 0.5, transactions: 0.6, rowsWritten: { orders: 0.3 } },
    });
    expect(text).toContain('mixed run, every call: gateway-1 0.6, catalog 0.4, postgres 0.3 (CPU ms per request)');
    expect(text).toContain(
      'mixed run, every call: 0.5 ms executing statements, 0.6 transactions, rows written: orders 0.3 (database, per request)',
    );
  });
});
