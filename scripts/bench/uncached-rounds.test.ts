import { formatPass, pooledRounds, uncachedRounds } from './uncached-rounds';

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

  it('logs each pass with its median, p99, slowest request and CPU, most first', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(formatPass('GET /x made anew', 2, 3, round(latencies), { catalog: 3.8, 'stolen by the host': 9.4 })).toBe(
      'GET /x made anew, pass 2 of 3: p50 50 ms, p99 99 ms, slowest 100 ms; stolen by the host 9.4, catalog 3.8 (CPU ms per request)',
    );
    expect(formatPass('GET /x uncached', 1, 3, round([5]))).toBe(
      'GET /x uncached, pass 1 of 3: p50 5 ms, p99 5 ms, slowest 5 ms',
    );
  });
});
