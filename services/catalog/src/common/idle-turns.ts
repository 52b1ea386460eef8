import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work that waits while urgent work is under way: `whenIdle`'s jobs run one at a time, each once no `urgent` one
 * runs and the messages that came meanwhile (a new urgent job) had their turn. Not a priority queue (p-queue's
 * priorities order the jobs it holds): urgent jobs run as soon as they come, as many at a time as come.
 */
export class IdleTurns {
  private urgentRunning = 0;
  private idle: Promise<void> = Promise.resolve();
  private markIdle = () => {};
  private last: Promise<unknown> = Promise.resolve();

  async urgent<T>(work: () => Promise<T>): Promise<T> {
    if (this.urgentRunning++ === 0) this.idle = new Promise((resolve) => (this.markIdle = resolve));
    try {
      return await work();
    } finally {
      if (--this.urgentRunning === 0) this.markIdle();
    }
  }

  whenIdle<T>(work: () => T): Promise<T> {
    const turn = this.last.then(async () => {
      do {
        await this.idle;
        await nextTurn();
      } while (this.urgentRunning);
      return work();
    });
    this.last = turn.catch(() => undefined);
    return turn;
  }
}
