import { readFileSync } from 'node:fs';
import { onOneConnection } from './one-connection';
import { allPids, cpuSecondsIn, statOf, TICKS } from './proc-stat';
import { THREAD_OF, threadSeconds } from './threads';

/** CPU seconds used so far, per named group of processes (Linux /proc), to show where each request's CPU goes. */
export type CpuSample = Map<string, Map<number, number>>;

interface ProcStat {
  pid: number;
  name: string;
  pgrp: number;
  seconds: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const { name, fields } = statOf(`/proc/${pid}/stat`);
    return { pid, name, pgrp: Number(fields[2]), seconds: cpuSecondsIn(fields) };
  } catch {
    return undefined;
  }
}

/** The machine's cores' time that no process used: idle (waiting for I/O included), and taken by the host (steal). */
export const IDLE_CORES = 'idle cores';
export const STOLEN_CORES = 'stolen by the host';
/**
 * The machine's CPU that none of the named groups used: its other services (a message broker's schedulers and the
 * `df` its disk check starts every few seconds took 5% of both cores while brands' price lists were made anew),
 * the kernel's own threads (kdamond's page scans 2%) and interrupts; split by command name over the processes still
 * there at the second sample (one that came and went between the two is in the whole alone).
 */
export const REST_OF_MACHINE = 'rest of the machine';
/** The cores' busy time (every process, the kernel's threads and interrupts): what the rest is taken from. */
export const MACHINE_BUSY = 'machine busy';

/** Seconds all the machine's cores were busy, idle, and taken by the host, since it started. */
export interface CoreSeconds {
  busy: number;
  idle: number;
  stolen: number;
}

/**
 * PURE: seconds all cores were busy, idle and stolen since boot, from /proc/stat's first line (`cpu user nice system
 * idle iowait irq softirq steal ...`, in ticks). Stolen time is time a virtual core was ready to run and its host
 * ran something else: on nested virtual machines it came in slices too short for the heartbeats (machine-stalls.ts)
 * and made a pass slower all the same.
 */
export function coreSeconds(procStat: string, ticks = TICKS): CoreSeconds | undefined {
  const fields = procStat.split('\n', 1)[0].trim().split(/\s+/);
  if (fields[0] !== 'cpu' || fields.length < 9) return undefined;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(1, 9).map(Number);
  return { busy: (user + nice + system + irq + softirq) / ticks, idle: (idle + iowait) / ticks, stolen: steal / ticks };
}

/** This machine's CoreSeconds now; none where there is no /proc/stat. */
export function readCoreSeconds(): CoreSeconds | undefined {
  try {
    return coreSeconds(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * PURE: "stolen by the host over the timed runs: 2% of the cores' time (2 cores, 787 s)". Their idle share is left
 * out: it is mostly the bench's own waits between runs.
 */
export function formatRunSteal(
  before: CoreSeconds | undefined,
  after: CoreSeconds | undefined,
  seconds: number,
  cores: number,
): string {
  if (!before || !after) return 'stolen by the host over the timed runs: not measured (no /proc/stat)';
  const share = Math.round((100 * (after.stolen - before.stolen)) / (seconds * cores));
  return `stolen by the host over the timed runs: ${share}% of the cores' time (${cores} cores, ${Math.round(seconds)} s)`;
}

/**
 * The CPU of a pass of a few hundred requests without the cores' idle time, most of which is the load generator
 * starting and stopping around the pass.
 */
export function withoutIdle(cpu: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(cpu).filter(([name]) => name !== IDLE_CORES));
}

/** The process's threads, each under its group's name and its kind ("catalog / price lists"). */
function addThreads(sample: CpuSample, name: string, pid: number): void {
  for (const { kind, tid, seconds } of threadSeconds(pid, TICKS)) {
    const key = `${name}${THREAD_OF}${kind}`;
    if (!sample.has(key)) sample.set(key, new Map());
    sample.get(key)!.set(tid, seconds);
  }
}

/**
 * A process's name in the rest of the machine: a kernel worker's comm says the work queue it runs now
 * (kworker/1:0-events), which changes between samples.
 */
const restName = (comm: string) => (comm.startsWith('kworker/') ? 'kernel workers' : comm);

/** Every process the sample has no group for, under REST_OF_MACHINE by its command's name (restName). */
function addTheRest(sample: CpuSample, stats: ProcStat[]): void {
  const named = new Set([...sample.values()].flatMap((pids) => [...pids.keys()]));
  for (const { pid, name, seconds } of stats) {
    if (named.has(pid)) continue;
    const key = `${REST_OF_MACHINE}${THREAD_OF}${restName(name)}`;
    if (!sample.has(key)) sample.set(key, new Map());
    sample.get(key)!.set(pid, seconds);
  }
}

export class CpuMeter {
  private readonly groups = new Map<string, Set<number>>();
  private readonly processes = new Map<string, number>();

  /**
   * @param databaseUrl the benchmark database: its server processes count as "postgres (name)", each by its pool's
   * name (the service's schema, or the catalog's price list worker), a backend without one as "postgres".
   */
  constructor(private readonly databaseUrl: string) {}

  /** A process group started by the benchmark (its children run in their own group); groups of one name count as one. */
  addGroup(name: string, pgid: number): void {
    this.groups.set(name, (this.groups.get(name) ?? new Set()).add(pgid));
  }

  /** A process of the benchmark's own group (its private nats-server), measured alone. */
  addProcess(name: string, pid: number): void {
    this.processes.set(name, pid);
  }

  /** The benchmark database's backends, by the name their pool gave them (shared/src/db.ts). */
  private async postgresPids(): Promise<{ pid: number; group: string }[]> {
    const { rows } = await onOneConnection(this.databaseUrl, (client) =>
      client.query<{ pid: number; name: string }>(
        `SELECT pid, application_name AS name FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      ),
    );
    return rows.map(({ pid, name }) => ({ pid, group: name ? `postgres (${name})` : 'postgres' }));
  }

  /**
   * Each group's processes, and their threads by kind (threads.ts); shopOnly: the processes alone, without the load
   * generator (this process), the rest of the machine's processes and the cores' busy, idle and stolen time.
   */
  async sample({ shopOnly = false } = {}): Promise<CpuSample> {
    const stats = allPids()
      .map(readStat)
      .filter((s): s is ProcStat => Boolean(s));
    const sample: CpuSample = new Map();
    for (const [name, pgids] of this.groups) {
      const members = stats.filter((s) => pgids.has(s.pgrp));
      sample.set(name, new Map(members.map((s) => [s.pid, s.seconds])));
      if (!shopOnly) for (const { pid } of members) addThreads(sample, name, pid);
    }
    for (const [name, pid] of this.processes) sample.set(name, new Map([[pid, readStat(pid)?.seconds ?? 0]]));
    for (const { pid, group } of await this.postgresPids().catch(() => [])) {
      if (!sample.has(group)) sample.set(group, new Map());
      sample.get(group)!.set(pid, readStat(pid)?.seconds ?? 0);
    }
    const self = process.cpuUsage();
    if (shopOnly) return sample;
    sample.set('load generator', new Map([[process.pid, (self.user + self.system) / 1e6]]));
    addTheRest(sample, stats);
    const cores = readCoreSeconds();
    if (cores) {
      sample.set(MACHINE_BUSY, new Map([[0, cores.busy]]));
      sample.set(IDLE_CORES, new Map([[0, cores.idle]]));
      sample.set(STOLEN_CORES, new Map([[0, cores.stolen]]));
    }
    return sample;
  }
}

const msPerRequest = (seconds: number, requests: number) =>
  requests > 0 ? Math.round((seconds * 1000 * 100) / requests) / 100 : 0;

/**
 * Milliseconds of CPU per request for each group between two samples (processes born in between count from zero),
 * of the cores' idle and stolen time, and of the rest of the machine: the cores' busy time no group used.
 */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): Record<string, number> {
  const out: Record<string, number> = {};
  const spent = new Map<string, number>();
  for (const [name, pids] of after) {
    let seconds = 0;
    for (const [pid, used] of pids) seconds += used - (before.get(name)?.get(pid) ?? 0);
    spent.set(name, seconds);
    const ms = msPerRequest(seconds, requests);
    // A process that spent less than 0.005 ms a request is left out: the database alone has one group per pool.
    if (ms > 0 && name !== MACHINE_BUSY) out[name] = ms;
  }
  const busy = spent.get(MACHINE_BUSY);
  if (busy === undefined) return out;
  const outside = [IDLE_CORES, STOLEN_CORES, MACHINE_BUSY];
  let named = 0;
  for (const [name, seconds] of spent) if (!name.includes(THREAD_OF) && !outside.includes(name)) named += seconds;
  const rest = msPerRequest(Math.max(0, busy - named), requests);
  if (rest > 0) out[REST_OF_MACHINE] = rest;
  return out;
}
