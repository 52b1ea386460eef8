import { seededRandom, shuffle } from './shuffle';

describe('shuffle', () => {
  it('keeps every item and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5];
    const out = shuffle(input);
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });

  it('follows the random source', () => {
    expect(shuffle([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
    expect(shuffle([1, 2, 3], () => 0.999)).toEqual([1, 2, 3]);
  });
});

describe('seededRandom', () => {
  const items = Array.from({ length: 20 }, (_, i) => i);

  it('gives the same order for the same seed (server and browser agree)', () => {
    expect(shuffle(items, seededRandom(42))).toEqual(shuffle(items, seededRandom(42)));
  });

  it('gives other orders for other seeds, with numbers in [0, 1)', () => {
    const orders = new Set([1, 2, 3, 4].map((seed) => shuffle(items, seededRandom(seed)).join()));
    expect(orders.size).toBe(4);
    const random = seededRandom(2 ** 32 - 1);
    for (let i = 0; i < 1000; i++) {
      const n = random();
      expect(n >= 0 && n < 1).toBe(true);
    }
  });
});
