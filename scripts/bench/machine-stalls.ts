import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnChild, type Child } from '../processes/children';
import type { Cleanup } from '../processes/cleanup';
import { summarizeStalls, type LateWake, type StallSummary } from './stall-summary';

const BEAT = path.join('scripts', 'bench', 'machine-beat.ts');
/** Above every process of the shop and the load generator (normal priority), below the kernel's own threads. */
const REAL_TIME_PRIORITY = '50';

/**
 * A heartbeat on every core at real-time priority (machine-beat.ts), to tell a pass slowed by the machine (its host
 * stopping it: on one nested virtual machine both cores' heartbeats were late by up to 28 ms at once, on 100 ms
 * boundaries, while the shop started) from one slowed by the shop's own work. Real-time priority needs root:
 * elsewhere none runs.
 */
export class MachineStalls {
  /** The heartbeats' processes, for the CPU meter to name. */
  private constructor(readonly beats: Child[]) {}

  static start(logDir: string, cleanup: Cleanup): MachineStalls | undefined {
    if (process.getuid?.() !== 0) return undefined;
    const beats = os
      .cpus()
      .map((_, core) =>
        spawnChild(
          `machine-beat-${core}`,
          'taskset',
          ['-c', String(core), 'chrt', '-f', REAL_TIME_PRIORITY, process.execPath, '--import', 'tsx', BEAT],
          process.env,
          logDir,
        ),
      );
    cleanup.add('stop the heartbeats', async () => {
      await Promise.all(beats.map((beat) => beat.kill()));
    });
    return new MachineStalls(beats);
  }

  /** The stalls seen between `fromMs` and now (epoch ms). */
  since(fromMs: number): StallSummary {
    return summarizeStalls(
      this.beats.map((beat) => lateWakes(beat.logFile)),
      fromMs,
      Date.now(),
    );
  }
}

/** The late wakes a heartbeat wrote (machine-beat.ts) to its log. */
export function lateWakes(logFile: string): LateWake[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .map((line) => line.split(' ').map(Number))
    .filter(([atMs, lateMs]) => Number.isFinite(atMs) && Number.isFinite(lateMs) && lateMs > 0)
    .map(([atMs, lateMs]) => ({ atMs, lateMs }));
}
