import { pooledRounds, uncachedRounds } from './uncached-rounds';

const round = (latencies: number[], errors = 0) => ({
  rps: 0,
  p50: 0,
  p99: Math.max(...latencies),
  errors,
  requests: latencies.length,
  latencies,
});

describe('the uncached passes of a public read', () => {
  it('asks a single variant ten times, and many variants once a round for at least 3 rounds and 300 requests', () => {
    expect(uncachedRounds(1)).toBe(10);
    expect(uncachedRounds(50)).toBe(6);
    expect(uncachedRounds(6)).toBe(10);
    expect(uncachedRounds(300)).toBe(3);
    expect(uncachedRounds(3000)).toBe(3);
  });

  it("takes the p99 over every round's requests, not the slowest round's p99 of a few", () => {
    const quick = Array.from({ length: 98 }, (_, i) => 10 + (i % 10));
    const pooled = pooledRounds([round([...quick.slice(0, 49), 300]), round([...quick.slice(49), 20], 1)]);
    expect(pooled).toEqual({ p99: 20, requests: 100, errors: 1 });
    expect(pooledRounds([round([300]), round([12])]).p99).toBe(300);
  });
});
