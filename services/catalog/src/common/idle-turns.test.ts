import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { IdleTurns } from './idle-turns';

const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await nextTurn();
};

describe('IdleTurns', () => {
  it('runs idle work once no urgent work runs, one job at a time', async () => {
    const idleTurns = new IdleTurns();
    const done: string[] = [];
    const releases: Array<() => void> = [];
    const urgent = (name: string) =>
      idleTurns.urgent(() => new Promise<void>((resolve) => releases.push(resolve))).then(() => done.push(name));
    const first = urgent('first urgent');
    const second = urgent('second urgent');
    const idle = [idleTurns.whenIdle(() => done.push('idle 1')), idleTurns.whenIdle(() => done.push('idle 2'))];
    await turns(5);
    expect(done).toEqual([]);
    releases[0]();
    await first;
    await turns(5);
    expect(done).toEqual(['first urgent']);
    releases[1]();
    await Promise.all([second, ...idle]);
    expect(done).toEqual(['first urgent', 'second urgent', 'idle 1', 'idle 2']);
  });

  it('lets urgent work that came while idle work waited for its turn go first', async () => {
    const idleTurns = new IdleTurns();
    const done: string[] = [];
    let release = () => {};
    const idle = idleTurns.whenIdle(() => done.push('idle'));
    const urgent = idleTurns.urgent(() => new Promise<void>((resolve) => (release = resolve)));
    await turns(5);
    expect(done).toEqual([]);
    release();
    await urgent;
    done.push('urgent');
    await idle;
    expect(done).toEqual(['urgent', 'idle']);
  });

  it('goes on with the next idle job after one that failed', async () => {
    const idleTurns = new IdleTurns();
    const failed = idleTurns.whenIdle(() => {
      throw new Error('broken');
    });
    await expect(failed).rejects.toThrow('broken');
    await expect(idleTurns.whenIdle(() => 'next')).resolves.toBe('next');
  });

  it('keeps idle work to its share of the time: after a job of t ms the next starts t / share after the first', async () => {
    const idleTurns = new IdleTurns(0.25);
    const starts: number[] = [];
    const lasted: number[] = [];
    const job = async () => {
      const start = performance.now();
      starts.push(start);
      await sleep(20);
      lasted.push(performance.now() - start);
    };
    await Promise.all([idleTurns.whenIdle(job), idleTurns.whenIdle(job), idleTurns.whenIdle(job)]);
    // t as the job lasted, not the 20 ms asked: libuv's timers can fire up to a millisecond early by the clock.
    for (const i of [0, 1]) expect(starts[i + 1] - starts[i]).toBeGreaterThanOrEqual(lasted[i] / 0.25 - 1);
    expect(Math.min(...lasted)).toBeGreaterThanOrEqual(15);
  });
});
