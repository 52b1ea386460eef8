import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { createPool } from '@shop/shared';
import {
  coreSeconds,
  CpuMeter,
  cpuPerRequest,
  formatRunSteal,
  IDLE_CORES,
  MACHINE_BUSY,
  REST_OF_MACHINE,
  STOLEN_CORES,
  withoutIdle,
} from './cpu';
import { THREAD_OF } from './threads';

describe("the cores' idle and stolen time", () => {
  it("reads idle (with the time waiting for I/O) and steal from /proc/stat's first line", () => {
    const procStat = 'cpu  35974 0 16134 134144 925 0 1776 11299 0 0\ncpu0 17994 0 7459 68092 219 0 699 5660 0 0\n';
    expect(coreSeconds(procStat, 100)).toEqual({ busy: 538.84, idle: 1350.69, stolen: 112.99 });
  });

  it('reads nothing from a file of another shape', () => {
    expect(coreSeconds('intr 1 2 3\n', 100)).toBeUndefined();
    expect(coreSeconds('cpu 1 2 3\n', 100)).toBeUndefined();
  });

  const linux = process.platform === 'linux' ? it : it.skip;
  linux("reads this machine's cores: at most every core's time since it started", () => {
    const cores = coreSeconds(readFileSync('/proc/stat', 'utf8'))!;
    const uptime = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
    expect(cores.idle).toBeGreaterThan(0);
    expect(cores.stolen).toBeGreaterThanOrEqual(0);
    expect(cores.idle + cores.stolen).toBeLessThanOrEqual(uptime * os.cpus().length * 1.05);
  });
});

describe("the cores' time in the report", () => {
  it("says the stolen share of every core's time over the timed runs", () => {
    const before = { busy: 50, idle: 100, stolen: 10 };
    const after = { busy: 114, idle: 136, stolen: 18 };
    expect(formatRunSteal(before, after, 100, 2)).toBe(
      "stolen by the host over the timed runs: 4% of the cores' time (2 cores, 100 s)",
    );
    expect(formatRunSteal(undefined, undefined, 100, 2)).toBe(
      'stolen by the host over the timed runs: not measured (no /proc/stat)',
    );
  });

  it("leaves the idle cores out of a short pass's CPU, and the stolen time in", () => {
    const cpu = { catalog: 5, [IDLE_CORES]: 28.8, [STOLEN_CORES]: 1.1 };
    expect(withoutIdle(cpu)).toEqual({ catalog: 5, [STOLEN_CORES]: 1.1 });
  });
});

describe('the rest of the machine', () => {
  const at = (entries: [string, number][]) =>
    new Map(entries.map(([name, seconds]) => [name, new Map([[1, seconds]])]));

  it("is the cores' busy time that no group used, the threads' split not counted twice", () => {
    const before = at([
      [MACHINE_BUSY, 10],
      ['catalog', 1],
      [`catalog${THREAD_OF}main thread`, 1],
      [IDLE_CORES, 5],
    ]);
    const after = at([
      [MACHINE_BUSY, 10.5],
      ['catalog', 1.3],
      [`catalog${THREAD_OF}main thread`, 1.3],
      [IDLE_CORES, 6],
    ]);
    expect(cpuPerRequest(before, after, 100)).toEqual({
      catalog: 3,
      [`catalog${THREAD_OF}main thread`]: 3,
      [IDLE_CORES]: 10,
      [REST_OF_MACHINE]: 2,
    });
  });

  it('is left out when the groups used all of it, and without the busy time', () => {
    const before = at([['catalog', 1]]);
    expect(cpuPerRequest(before, at([['catalog', 2]]), 10)).toEqual({ catalog: 100 });
    expect(
      cpuPerRequest(
        at([
          [MACHINE_BUSY, 1],
          ['catalog', 1],
        ]),
        at([
          [MACHINE_BUSY, 2],
          ['catalog', 2],
        ]),
        10,
      ),
    ).toEqual({
      catalog: 100,
    });
  });

  const linux = process.platform === 'linux' ? it : it.skip;
  linux("names a busy process outside the shop's groups by its command", async () => {
    const meter = new CpuMeter(process.env.DATABASE_URL!);
    const before = await meter.sample();
    const loop = 'i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done; read line';
    const busy = spawn('sh', ['-c', loop], { stdio: ['pipe', 'ignore', 'ignore'] });
    // Sampled while it waits for a line: a process that ended is gone from /proc.
    await new Promise((resolve) => setTimeout(resolve, 100));
    while (readFileSync(`/proc/${busy.pid}/stat`, 'utf8').split(') ')[1][0] === 'R')
      await new Promise((resolve) => setTimeout(resolve, 20));
    const cpu = cpuPerRequest(before, await meter.sample(), 1);
    busy.stdin!.end('\n');
    // The kernel's workers under one name: each one's comm names the work queue it runs at the moment.
    expect([...before.keys()].filter((key) => key.includes('kworker/'))).toEqual([]);
    expect(before.has(`${REST_OF_MACHINE}${THREAD_OF}kernel workers`)).toBe(true);
    await once(busy, 'exit');
    const shell = cpu[`${REST_OF_MACHINE}${THREAD_OF}sh`];
    expect(shell).toBeGreaterThan(50);
    expect(cpu[REST_OF_MACHINE]).toBeGreaterThan(shell * 0.8);
  });
});

describe("the database's CPU, by the pools' names", () => {
  it("counts each backend of the benchmark database under its pool's name, and an unnamed one as postgres", async () => {
    const named = createPool(process.env.DATABASE_URL!, 'orders', 1);
    const unnamed = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await unnamed.connect();
    try {
      const pid = (await named.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const sample = await new CpuMeter(process.env.DATABASE_URL!).sample({ shopOnly: true });
      expect([...sample.get('postgres (orders)')!.keys()]).toContain(pid);
      expect(sample.get('postgres')!.size).toBeGreaterThanOrEqual(1);
    } finally {
      await named.end();
      await unnamed.end();
    }
  });
});
