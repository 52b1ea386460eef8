import { unstable_serialize } from 'swr';
import { EMPTY_APP_DATA, parseAppData, swrFallback } from './appData';
import { seedSource } from './seed';

describe('the app data the server hands over', () => {
  it('reads answers keyed by GET paths and [path, body] POSTs, and the seed', () => {
    const text = JSON.stringify({
      answers: [
        ['/api/gallery', [{ _id: 'g1' }]],
        [['/api/products/catalog', { brandIds: [], catalogId: 'c1' }], []],
      ],
      seed: 7,
    });
    expect(parseAppData(text)).toEqual({
      answers: [
        ['/api/gallery', [{ _id: 'g1' }]],
        [['/api/products/catalog', { brandIds: [], catalogId: 'c1' }], []],
      ],
      seed: 7,
    });
  });

  it('counts anything malformed as no data, dropping only the bad answers', () => {
    expect(parseAppData(null)).toEqual(EMPTY_APP_DATA);
    expect(parseAppData('{"answers": [')).toEqual(EMPTY_APP_DATA);
    expect(parseAppData('"text"')).toEqual({ answers: [], seed: undefined });
    const mixed = JSON.stringify({ answers: [['/ok', 1], [42, 2], ['/short'], [['/post'], 3]], seed: 'x' });
    expect(parseAppData(mixed)).toEqual({ answers: [['/ok', 1]], seed: undefined });
  });

  it('keys the fallback as SWR keys its hooks (the body of a POST key in any order)', () => {
    const fallback = swrFallback([
      ['/api/gallery', 'cards'],
      [['/api/products/catalog', { catalogId: 'c1', brandIds: [] }], 'products'],
    ]);
    expect(fallback[unstable_serialize('/api/gallery')]).toBe('cards');
    expect(fallback[unstable_serialize(['/api/products/catalog', { brandIds: [], catalogId: 'c1' }])]).toBe('products');
  });
});

describe('seedSource', () => {
  it("gives the server's seed once, then fresh ones", () => {
    const take = seedSource(5);
    expect(take()).toBe(5);
    const next = [take(), take(), take()];
    expect(new Set(next).size).toBe(3);
    for (const seed of next) expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });

  it('gives fresh seeds when the server sent none', () => {
    expect(seedSource()()).not.toBe(seedSource()());
  });
});
