import { Worker } from 'node:worker_threads';
import { threadKind, threadSeconds, withThreads } from './threads';

describe("a process's CPU split by its threads", () => {
  it("names Node's threads by what they do, and a worker by its own name", () => {
    expect(threadKind('MainThread')).toBe('main thread');
    expect(threadKind('libuv-worker')).toBe('thread pool');
    expect(threadKind('V8Worker')).toBe('V8 helpers');
    expect(threadKind('DelayedTaskSche')).toBe('V8 helpers');
    expect(threadKind('price lists')).toBe('price lists');
  });

  it('puts each process before its split, biggest first, and no split for a single kind', () => {
    const cpu = {
      gateway: 2,
      'gateway / main thread': 2,
      catalog: 5.3,
      'catalog / main thread': 2.1,
      'catalog / price lists': 2.5,
      'catalog / thread pool': 0.4,
      postgres: 1,
    };
    expect(withThreads(cpu)).toEqual([
      ['catalog', '5.3 (price lists 2.5, main thread 2.1, thread pool 0.4)'],
      ['gateway', '2'],
      ['postgres', '1'],
    ]);
  });

  const linux = process.platform === 'linux' ? it : it.skip;
  const named = Number(process.versions.node.split('.')[0]) >= 22;
  linux("reads this process's threads, a busy worker's CPU under its name where Node names threads", async () => {
    // It spins until it has used 0.3 s of CPU, however long that takes beside other tests' work.
    const spin = 'for (;;);';
    const worker = new Worker(spin, { eval: true, name: 'busy' });
    try {
      const busySeconds = () =>
        threadSeconds(process.pid, 100)
          .filter((t) => t.kind === (named ? 'busy' : 'node'))
          .reduce((sum, t) => sum + t.seconds, 0);
      const end = Date.now() + 20_000;
      while (busySeconds() < 0.3 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(busySeconds()).toBeGreaterThanOrEqual(0.3);
      const threads = threadSeconds(process.pid, 100);
      expect(threads.some((t) => t.tid === process.pid && t.kind === (named ? 'main thread' : 'node'))).toBe(true);
      expect(threadSeconds(-1, 100)).toEqual([]);
    } finally {
      await worker.terminate();
    }
  });
});
