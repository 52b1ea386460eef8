import { readdirSync, readFileSync } from 'node:fs';
import { cpuSecondsIn, statFields } from './proc-stat';

/**
 * Between a process's name and one kind of its threads in a CPU sample's keys: "catalog / price lists". Such keys
 * split their process's figure; they are not added to it.
 */
export const THREAD_OF = ' / ';

/**
 * What a Node.js thread does, by the name Node 22+ gives it (/proc/<pid>/task/<tid>/comm, at most 15 bytes): its
 * main thread, libuv's pool (fs, dns, zlib's async calls), V8's helpers (concurrent marking and compiling), and a
 * worker thread by the name it was started with. Node 20 names every thread "node": one kind, no split.
 */
export function threadKind(comm: string): string {
  if (comm === 'MainThread') return 'main thread';
  if (comm === 'libuv-worker') return 'thread pool';
  if (comm === 'V8Worker' || comm === 'DelayedTaskSche') return 'V8 helpers';
  return comm;
}

/** CPU seconds used so far by each thread of the process, by its kind (threadKind) and thread id. */
export function threadSeconds(pid: number, ticks: number): { kind: string; tid: number; seconds: number }[] {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tids.flatMap((tid) => {
    try {
      const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const seconds = cpuSecondsIn(statFields(`/proc/${pid}/task/${tid}/stat`), ticks);
      return [{ kind: threadKind(comm), tid: Number(tid), seconds }];
    } catch {
      return [];
    }
  });
}

/**
 * PURE: each process's figure with its threads' split after it, biggest first: "catalog 5.3 (price lists 2.5,
 * main thread 2.1, thread pool 0.4)". A process whose threads all show as one kind is given without a split.
 */
export function withThreads(cpu: Record<string, number>): [string, string][] {
  const threads = new Map<string, [string, number][]>();
  for (const [key, ms] of Object.entries(cpu)) {
    const at = key.indexOf(THREAD_OF);
    if (at < 0) continue;
    const name = key.slice(0, at);
    if (!threads.has(name)) threads.set(name, []);
    threads.get(name)!.push([key.slice(at + THREAD_OF.length), ms]);
  }
  return Object.entries(cpu)
    .filter(([key]) => !key.includes(THREAD_OF))
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => {
      const split = (threads.get(name) ?? []).sort((a, b) => b[1] - a[1]);
      const parts = split.length > 1 ? ` (${split.map(([kind, t]) => `${kind} ${t}`).join(', ')})` : '';
      return [name, `${ms}${parts}`];
    });
}
