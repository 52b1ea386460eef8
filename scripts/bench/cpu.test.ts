import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { createPool } from '@shop/shared';
import { coreSeconds, CpuMeter, formatRunSteal, IDLE_CORES, STOLEN_CORES, withoutIdle } from './cpu';

describe("the cores' idle and stolen time", () => {
  it("reads idle (with the time waiting for I/O) and steal from /proc/stat's first line", () => {
    const procStat = 'cpu  35974 0 16134 134144 925 0 1776 11299 0 0\ncpu0 17994 0 7459 68092 219 0 699 5660 0 0\n';
    expect(coreSeconds(procStat, 100)).toEqual({ idle: 1350.69, stolen: 112.99 });
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
    const before = { idle: 100, stolen: 10 };
    const after = { idle: 136, stolen: 18 };
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
