import { parseBenchArgs, wantsHelp } from './args';

describe('bench arguments', () => {
  it('measures every call by default, with 10 s runs on the 10,000-product catalog', () => {
    expect(parseBenchArgs([])).toEqual({
      durationSec: 10,
      warmupSec: 3,
      connections: 50,
      products: 10_000,
      catalogs: 300,
      brands: 50,
      calls: ['product', 'catalog', 'search', 'search-distinct', 'catalogs', 'order'],
      mixed: true,
      publicReads: true,
      encoding: 'gzip',
    });
  });

  it('asks for gzip as browsers do unless --encoding identity asks for the plain bytes', () => {
    expect(parseBenchArgs(['--encoding', 'identity']).encoding).toBe('identity');
    expect(() => parseBenchArgs(['--encoding', 'br'])).toThrow(/--encoding takes gzip or identity/);
  });

  it('measures only the calls named by --calls, in the table order', () => {
    expect(parseBenchArgs(['--calls', 'order']).calls).toEqual(['order']);
    expect(parseBenchArgs(['--calls', 'order, product']).calls).toEqual(['product', 'order']);
    expect(parseBenchArgs(['--calls', 'order']).mixed).toBe(false);
    expect(parseBenchArgs(['--calls', 'mixed,search-distinct'])).toMatchObject({
      calls: ['search-distinct'],
      mixed: true,
      publicReads: false,
    });
    expect(parseBenchArgs(['--calls', 'public-reads'])).toMatchObject({ calls: [], mixed: false, publicReads: true });
  });

  it('names the other public reads to measure by words of their labels with --reads', () => {
    expect(parseBenchArgs(['--calls', 'public-reads', '--reads', 'brand, sidebar']).reads).toEqual([
      'brand',
      'sidebar',
    ]);
    expect(() => parseBenchArgs(['--reads', ' , '])).toThrow(/--reads takes words/);
  });

  it('refuses an unknown or empty call list', () => {
    expect(() => parseBenchArgs(['--calls', 'orders'])).toThrow(/--calls takes some of product,catalog/);
    expect(() => parseBenchArgs(['--calls', ','])).toThrow(/--calls/);
  });

  it('makes short runs with --quick or --duration', () => {
    expect(parseBenchArgs(['--quick'])).toMatchObject({ durationSec: 3, warmupSec: 1 });
    expect(parseBenchArgs(['--duration', '5'])).toMatchObject({ durationSec: 5, warmupSec: 1 });
    expect(() => parseBenchArgs(['--duration', '0'])).toThrow(/--duration must be a positive number/);
  });

  it('recognises a request for help', () => {
    expect(wantsHelp(['--help'])).toBe(true);
    expect(wantsHelp(['--quick'])).toBe(false);
  });
});
