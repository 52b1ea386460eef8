import { closedLoop, LatencyLog, percentile } from './latency';

describe('bench latency log', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('keeps each call apart, with its errors and rate', () => {
    const log = new LatencyLog();
    for (let i = 1; i <= 10; i++) log.record('product', i, true);
    log.record('order', 40, false);
    log.record('order', 20, true);
    const stats = log.stats(2);
    expect([...stats.keys()]).toEqual(['product', 'order']);
    expect(stats.get('product')).toEqual({ requests: 10, errors: 0, rps: 5, p50: 5, p99: 10 });
    expect(stats.get('order')).toEqual({ requests: 2, errors: 1, rps: 1, p50: 20, p99: 40 });
  });

  it('stops when the requests run out, each sent once, and counts a thrown request as an error', async () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const sent: number[] = [];
    let i = 0;
    const { log } = await closedLoop(4, 60, () => {
      const item = items[i++];
      if (item === undefined) return undefined;
      return {
        call: item % 5 === 0 ? 'bad' : 'good',
        send: async () => {
          sent.push(item);
          if (item % 5 === 0) throw new Error('refused');
          return true;
        },
      };
    });
    expect(sent.sort((a, b) => a - b)).toEqual(items);
    expect(log.stats(1).get('bad')).toMatchObject({ requests: 5, errors: 5 });
    expect(log.stats(1).get('good')).toMatchObject({ requests: 20, errors: 0 });
  });
});
