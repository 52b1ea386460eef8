/**
 * Work under way, by key: whoever asks for a key while its work runs gets the same promise, so concurrent asks
 * do the work once; finished work (done or failed) is forgotten, so the next ask does it again.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const under = this.running.get(key);
    if (under) return under;
    const started = work();
    this.running.set(key, started);
    const forget = () => {
      if (this.running.get(key) === started) this.running.delete(key);
    };
    started.then(forget, forget);
    return started;
  }

  /** The work under way for `key`, if any. */
  underWay(key: string): Promise<T> | undefined {
    return this.running.get(key);
  }

  /** Forgets all work under way: it still finishes for those who asked, but no later ask joins it. */
  clear(): void {
    this.running.clear();
  }
}
