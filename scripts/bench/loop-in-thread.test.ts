import type { GeneratedQuery } from '@shop/catalog/src/search/testing/queries';
import { loopInThread, SEARCH_DISTINCT } from './loop-in-thread';
import { busyFor, THREAD_PAUSE_MS } from './testing/busy-for';
import { startRecordingServer, type RecordingServer } from './testing/recording-server';

const queries: GeneratedQuery[] = Array.from({ length: 5000 }, (_, i) => ({
  string: `носки ${i}`,
  langKey: 'ru',
  mistake: 'layout',
}));

describe('loopInThread: autocannon closed loops in a thread of their own', () => {
  let server: RecordingServer;

  beforeAll(async () => (server = await startRecordingServer()));
  afterAll(() => server.stop());

  it('sends a source in order, each query once, and the next loop with its key goes on where the last stopped', async () => {
    const source = { key: 'in order', kind: 'searches' as const, queries };
    const job = { baseUrl: server.url, connections: 4, durationSec: 0.5, source };
    const first = await loopInThread(job);
    const second = await loopInThread(job);
    const bodies = (await server.seen()).map(([, , body]) => body);
    expect(bodies.length).toBeGreaterThan(40);
    expect(second.asked).toBeGreaterThan(first.asked);
    // A connection's request is set up before its last answer comes: each loop leaves its last ones unsent.
    expect(bodies.length).toBeLessThanOrEqual(second.asked);
    expect(new Set(bodies).size).toBe(bodies.length);
    expect(bodies.every((body) => queries.some((q) => JSON.stringify(q) === body))).toBe(true);
    const stats = second.calls.get(SEARCH_DISTINCT)!;
    expect(stats.requests).toBeGreaterThan(10);
    expect(stats.p50).toBeGreaterThanOrEqual(20);
    expect(stats.errors).toBe(0);
  });

  it("times the server's answers, not pauses of the thread that asked for the loop", async () => {
    const source = { key: 'paused', kind: 'searches' as const, queries };
    const job = { baseUrl: server.url, connections: 10, durationSec: 0.6, source };
    await loopInThread(job);
    const loop = loopInThread(job);
    await new Promise((resolve) => setTimeout(resolve, 150));
    busyFor(THREAD_PAUSE_MS);
    expect((await loop).calls.get(SEARCH_DISTINCT)!.p99).toBeLessThan(THREAD_PAUSE_MS / 2);
  });
});
