import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

/**
 * Work that waits while urgent work is under way: `whenIdle`'s jobs run one at a time, each once no `urgent` one
 * runs and the messages that came meanwhile (a new urgent job) had their turn. Not a priority queue (p-queue's
 * priorities order the jobs it holds): urgent jobs run as soon as they come, as many at a time as come.
 *
 * Idle jobs also take at most `idleShare` of the time: after one that took t ms the next waits until t / idleShare
 * has passed since the first began, so that a long row of them leaves the rest of the machine to the work that
 * comes between urgent jobs (a shopper's read of something else).
 */
export class IdleTurns {
  private urgentRunning = 0;
  private idle: Promise<void> = Promise.resolve();
  private markIdle = () => {};
  private last: Promise<unknown> = Promise.resolve();
  private restUntil = 0;

  constructor(private readonly idleShare = 1) {}

  async urgent<T>(work: () => Promise<T>): Promise<T> {
    if (this.urgentRunning++ === 0) this.idle = new Promise((resolve) => (this.markIdle = resolve));
    try {
      return await work();
    } finally {
      if (--this.urgentRunning === 0) this.markIdle();
    }
  }

  whenIdle<T>(work: () => T | Promise<T>): Promise<T> {
    const turn = this.last.then(async () => {
      await this.turnOfIdleWork();
      const started = performance.now();
      try {
        return await work();
      } finally {
        this.restUntil = started + (performance.now() - started) / this.idleShare;
      }
    });
    this.last = turn.catch(() => undefined);
    return turn;
  }

  private async turnOfIdleWork(): Promise<void> {
    for (;;) {
      await this.idle;
      const rest = this.restUntil - performance.now();
      if (rest > 0) await sleep(rest);
      else await nextTurn();
      if (!this.urgentRunning && performance.now() >= this.restUntil) return;
    }
  }
}
