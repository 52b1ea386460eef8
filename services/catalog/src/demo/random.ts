/** A small seeded pseudo-random generator (mulberry32), so a demo size always gives the same shop. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    /** A random subset of at least `min` items, in their original order. */
    subset: <T>(items: readonly T[], min: number): T[] => {
      const chosen = items.filter(() => next() < 0.7);
      return chosen.length >= min ? chosen : items.slice(0, min);
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;
