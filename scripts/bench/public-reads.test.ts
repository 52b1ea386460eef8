import { publicRead } from '../../services/gateway/src/catalog-cache/cacheable';
import type { Fixtures } from './fixtures';
import { chosenReads, publicReads, readsWithoutVariants } from './public-reads';
import {
  formatPublicReads,
  formatPublicReadsCpu,
  publicReadsChecks,
  SIDEBAR,
  type PublicReadResult,
} from './public-reads-report';

const fixtures = {
  catalogIds: ['c1', 'c2', 'c3'],
  parentCatalogIds: ['c1'],
  brandIds: ['b1', 'b2'],
} as Fixtures;

const result = (label: string, over: Partial<PublicReadResult> = {}): PublicReadResult => ({
  label,
  variants: 1,
  uncached: { p99: 40, requests: 10, errors: 0 },
  cached: { rps: 9000, p50: 1, p99: 3, errors: 0, requests: 45_000 },
  largest: { browser: 1800, gzip: 2048, plain: 10_240 },
  ...over,
});

describe('the other public reads of the bench', () => {
  it('measures the reads whose labels have a word --reads names, and refuses a word in none', () => {
    const reads = publicReads(fixtures);
    expect(chosenReads(reads).length).toBe(reads.length);
    expect(chosenReads(reads, ['BRAND']).map((read) => read.label)).toEqual([
      'GET /api/products/brand/:id',
      'GET /api/brands',
    ]);
    expect(chosenReads(reads, ['brand/', 'sidebar']).map((read) => read.label)).toEqual([
      SIDEBAR,
      'GET /api/products/brand/:id',
    ]);
    expect(() => chosenReads(reads, ['brand', 'basket'])).toThrow(/--reads: basket in none of: GET \/api\/catalogs,/);
    expect(readsWithoutVariants().map((read) => read.label)).toEqual(reads.map((read) => read.label));
  });

  it('asks every public read the gateway keeps, with each variant the shop has', () => {
    const reads = publicReads(fixtures);
    for (const read of reads)
      for (const variant of read.variants)
        expect({ read: read.label, kind: publicRead(read.method, variant.path) }).toEqual({
          read: read.label,
          kind: read.method.toLowerCase(),
        });
    const sidebar = reads.find((r) => r.label === SIDEBAR)!;
    expect(sidebar.variants.map((v) => JSON.parse(v.body!))).toEqual([
      { brandIds: [], parentId: null },
      { brandIds: [], parentId: 'c1' },
    ]);
    expect(reads.find((r) => r.label === 'GET /api/catalogs/catalog/:id')!.variants).toHaveLength(3);
    expect(reads.find((r) => r.label === 'GET /api/products/brand/:id')!.variants).toHaveLength(2);
  });

  it('passes when every read is fast uncached and kept, and the sidebar panel is small', () => {
    const checks = publicReadsChecks([result(SIDEBAR), result('GET /api/brands')]);
    expect(checks.map((c) => [c.pass, c.detail])).toEqual([
      [true, 'ok'],
      [true, '2.0 KB'],
    ]);
  });

  it('names each read that is slow, failing, unanswered, or a sidebar panel over 50 KB gzipped', () => {
    const checks = publicReadsChecks([
      result(SIDEBAR, { largest: { browser: 40 * 1024, gzip: 51 * 1024, plain: 400_000 } }),
      result('GET /api/catalogs', { uncached: { p99: 100, requests: 10, errors: 0 } }),
      result('GET /api/brands', { cached: { rps: 10, p50: 20, p99: 25, errors: 2, requests: 50 } }),
      result('GET /api/gallery', { uncached: { p99: 0, requests: 0, errors: 0 } }),
    ]);
    expect(checks[0].pass).toBe(false);
    expect(checks[0].detail).toBe(
      'GET /api/catalogs uncached p99 100 ms, GET /api/brands cached p99 25 ms, GET /api/brands: 2 errors, GET /api/gallery: no answer',
    );
    expect(checks[1]).toMatchObject({ pass: false, detail: '51.0 KB' });
  });

  it('holds a read cut from a kept model to the uncached target with the model made anew too', () => {
    const madeAnew = { p99: 120, requests: 10, errors: 1 };
    const checks = publicReadsChecks([result('POST /api/catalogs/navbar', { madeAnew }), result(SIDEBAR)]);
    expect(checks[0]).toMatchObject({
      pass: false,
      detail: 'POST /api/catalogs/navbar uncached and made anew p99 120 ms, POST /api/catalogs/navbar: 1 errors',
    });
    const text = formatPublicReads([result('POST /api/catalogs/navbar', { madeAnew }), result('GET /api/brands')]);
    expect(text.split('\n')[0]).toMatch(/uncached p99 ms +made anew p99 ms +cached req\/s/);
    expect(text.split('\n')[2]).toMatch(/^POST \/api\/catalogs\/navbar +1 +40 +120 +9000 +3 +1 /);
    expect(text.split('\n')[3]).toMatch(/^GET \/api\/brands +1 +40 +- +9000 /);
  });

  it('asks the reads cut from the tree and the price lists again after a change to what they are made of', () => {
    const madeFrom = publicReads(fixtures)
      .filter((r) => r.madeFrom)
      .map((r) => [r.label, r.madeFrom]);
    expect(madeFrom).toEqual([
      ['GET /api/catalogs', 'tree'],
      [SIDEBAR, 'tree'],
      ['POST /api/catalogs/navbar', 'tree'],
      ['GET /api/catalogs/catalog/:id', 'tree'],
      ['GET /api/products/brand/:id', 'price lists'],
    ]);
  });

  it('fails when nothing was measured', () => {
    expect(publicReadsChecks([]).map((c) => c.pass)).toEqual([false]);
    expect(publicReadsChecks([result('GET /api/brands')])[1]).toMatchObject({ pass: false, detail: 'not measured' });
  });

  it('prints one aligned row per read, with the same answers through the ceiling when it was slow kept', () => {
    const slow = result('GET /api/catalogs', { ceiling: { sampled: 1, gateway: 48, bare: 46 } });
    const text = formatPublicReads([result(SIDEBAR, { variants: 41 }), slow]).split('\n');
    expect(text[0]).toMatch(/^public read \(gateway\) +variants +uncached p99 ms +made anew p99 ms +cached req\/s/);
    expect(text[0]).toMatch(/same answers: gateway \/ bare p99 ms$/);
    expect(text[2]).toMatch(/^POST \/api\/catalogs\/sidebar +41 +40 +- +9000 +3 +0 +1\.8 +2\.0 +10\.0 +-$/);
    expect(text[3]).toMatch(/^GET \/api\/catalogs +1 +40 .* 48 \/ 46 \(1 variants\)$/);
  });

  it('says what the bare ceiling did with the same answers where a kept read is slow', () => {
    const cached = { rps: 400, p50: 20, p99: 48, errors: 0, requests: 2000 };
    const slow = result('GET /api/catalogs', { cached, ceiling: { sampled: 1, gateway: 47, bare: 46 } });
    expect(publicReadsChecks([slow])[0].detail).toBe(
      'GET /api/catalogs cached p99 48 ms (same answers: gateway 47 ms, bare ceiling 46 ms)',
    );
  });

  it("says where each uncached pass's CPU went, the largest share first", () => {
    const lines = formatPublicReadsCpu([
      result('GET /api/products/brand/:id', {
        uncached: { p99: 90, requests: 300, errors: 0, cpu: { catalog: 1.5, 'gateway-1': 2.25 } },
        madeAnew: { p99: 200, requests: 300, errors: 0, cpu: { catalog: 9 } },
      }),
      result('GET /api/brands'),
    ]);
    expect(lines).toEqual([
      'GET /api/products/brand/:id uncached: gateway-1 2.25, catalog 1.5 (CPU ms per request)',
      'GET /api/products/brand/:id made anew: catalog 9 (CPU ms per request)',
    ]);
  });
});
