import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU seconds used so far, per named group of processes (Linux /proc), to show where each request's CPU goes. */
export type CpuSample = Map<string, Map<number, number>>;

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

interface ProcStat {
  pid: number;
  pgrp: number;
  seconds: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the state (stat field 3): pgrp is field 5, utime 14, stime 15.
    return { pid, pgrp: Number(fields[2]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS };
  } catch {
    return undefined;
  }
}

const allPids = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);

export class CpuMeter {
  private readonly groups = new Map<string, number>();
  private readonly processes = new Map<string, number>();

  /** @param databaseUrl the benchmark database: its server processes count as "postgres". */
  constructor(private readonly databaseUrl: string) {}

  /** A process group started by the benchmark (its children run in their own group). */
  addGroup(name: string, pgid: number): void {
    this.groups.set(name, pgid);
  }

  /** A process of the benchmark's own group (its private nats-server), measured alone. */
  addProcess(name: string, pid: number): void {
    this.processes.set(name, pid);
  }

  private async postgresPids(): Promise<number[]> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      return rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  }

  /** shopOnly: without the load generator (this process). */
  async sample({ shopOnly = false } = {}): Promise<CpuSample> {
    const stats = allPids()
      .map(readStat)
      .filter((s): s is ProcStat => Boolean(s));
    const sample: CpuSample = new Map();
    for (const [name, pgid] of this.groups)
      sample.set(name, new Map(stats.filter((s) => s.pgrp === pgid).map((s) => [s.pid, s.seconds])));
    for (const [name, pid] of this.processes) sample.set(name, new Map([[pid, readStat(pid)?.seconds ?? 0]]));
    const pgPids = await this.postgresPids().catch(() => []);
    sample.set('postgres', new Map(pgPids.map((pid) => [pid, readStat(pid)?.seconds ?? 0])));
    const self = process.cpuUsage();
    if (!shopOnly) sample.set('load generator', new Map([[process.pid, (self.user + self.system) / 1e6]]));
    return sample;
  }
}

/** Milliseconds of CPU per request for each group between two samples (processes born in between count from zero). */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, pids] of after) {
    let seconds = 0;
    for (const [pid, used] of pids) seconds += used - (before.get(name)?.get(pid) ?? 0);
    if (seconds > 0 && requests > 0) out[name] = Math.round((seconds * 1000 * 100) / requests) / 100;
  }
  return out;
}
