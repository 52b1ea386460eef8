import { runLoad, warmLoadGenerator, type Requests } from './load';
import { busyFor, THREAD_PAUSE_MS } from './testing/busy-for';
import { startRecordingServer, type RecordingServer } from './testing/recording-server';

describe('runLoad: autocannon in a thread of its own', () => {
  let server: RecordingServer;
  let url: string;
  const seen = () => server.seen();

  beforeAll(async () => {
    server = await startRecordingServer();
    url = server.url;
  });
  afterAll(() => server.stop());

  it('sends as many requests as asked, rotating the variants, and counts the answers that are not 2xx', async () => {
    const plan: Requests = {
      method: 'GET',
      variants: [{ path: '/a' }, { path: '/b' }, { path: '/fail' }],
      uniqueKey: false,
    };
    const load = await runLoad(url, plan, { connections: 3, durationSec: 30, amount: 30, encoding: 'gzip' });
    expect(load).toMatchObject({ requests: 30, errors: 10 });
    expect(load.p50).toBeGreaterThanOrEqual(20);
    const paths = (await seen()).map(([path]) => path);
    expect(['/a', '/b', '/fail'].map((path) => paths.filter((p) => p === path).length)).toEqual([10, 10, 10]);
  });

  it('reports the requests a second of a run that lasts its duration', async () => {
    const plan: Requests = { method: 'GET', variants: [{ path: '/a' }], uniqueKey: false };
    const load = await runLoad(url, plan, { connections: 2, durationSec: 1, encoding: 'gzip' });
    // The requests over the run's own time: at least its second (about 100 at two connections and 20 ms an
    // answer), longer on a busy machine (one full suite's run took 1.55 s), never the 0 of per-second samples.
    expect(load.requests).toBeGreaterThan(0);
    expect(load.rps).toBeLessThanOrEqual(load.requests * 1.05);
    expect(load.rps).toBeGreaterThanOrEqual(load.requests / 10);
  });

  it('gives each request of a plan with unique keys an Idempotency-Key of its own', async () => {
    const before = (await seen()).length;
    const plan: Requests = { method: 'GET', variants: [{ path: '/order' }], uniqueKey: true };
    await runLoad(url, plan, { connections: 2, durationSec: 30, amount: 20, encoding: 'gzip' });
    const keys = (await seen()).slice(before).map(([, key]) => key);
    expect(new Set(keys).size).toBe(20);
    expect(keys.every((key) => typeof key === 'string')).toBe(true);
  });

  it("times the server's answers, not pauses of the thread that asked for the run", async () => {
    const plan: Requests = { method: 'GET', variants: [{ path: '/a' }], uniqueKey: false };
    const options = { connections: 10, durationSec: 30, amount: 100, encoding: 'gzip' as const };
    await runLoad(url, plan, options);
    // 100 requests ten at a time take about 200 ms; this thread stops from the 100th for longer than that.
    const load = runLoad(url, plan, options);
    await new Promise((resolve) => setTimeout(resolve, 100));
    busyFor(THREAD_PAUSE_MS);
    expect((await load).p99).toBeLessThan(THREAD_PAUSE_MS / 2);
  });

  it("gives each response's time when asked, to pool passes into one p99", async () => {
    const plan: Requests = { method: 'GET', variants: [{ path: '/a' }, { path: '/b' }], uniqueKey: false };
    const options = { connections: 2, durationSec: 30, amount: 12, encoding: 'gzip' as const };
    const load = await runLoad(url, plan, { ...options, latencies: true });
    expect(load.latencies).toHaveLength(12);
    // The recording server answers each after 20 ms.
    for (const ms of load.latencies!) expect(ms).toBeGreaterThanOrEqual(19);
    expect((await runLoad(url, plan, options)).latencies).toBeUndefined();
  });

  it('warms the load generator for a second against a bare server of its own, every answer a 2xx', async () => {
    const before = (await seen()).length;
    const warm = await warmLoadGenerator(2);
    expect(warm.errors).toBe(0);
    expect(warm.requests).toBeGreaterThan(100);
    expect((await seen()).length).toBe(before);
  });
});
