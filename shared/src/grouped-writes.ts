/**
 * Writes that come while `inFlight` writes are under way wait and go together in the next one (group commit):
 * one statement and one commit for many, where each alone cost a round trip, a transaction and a WAL flush. A
 * write that comes to an idle writer goes at once, alone, so a quiet shop waits for nothing.
 *
 * A group that fails is written again with each item alone (those writes run side by side), so that an item the
 * database refuses fails alone and the others are written as if they had come alone. `write` must answer one
 * result per item, in their order, and write nothing when it fails.
 */
export class GroupedWrites<T, R> {
  private readonly waiting: { item: T; resolve(result: R): void; reject(error: unknown): void }[] = [];
  private running = 0;

  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly limits: { inFlight: number; largestGroup: number },
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running >= this.limits.inFlight || !this.waiting.length) return;
    const group = this.waiting.splice(0, this.limits.largestGroup);
    this.running++;
    void this.settle(group).finally(() => {
      this.running--;
      this.next();
    });
  }

  private async settle(group: typeof this.waiting): Promise<void> {
    try {
      const results = await this.write(group.map(({ item }) => item));
      group.forEach(({ resolve }, i) => resolve(results[i]));
    } catch (error) {
      if (group.length === 1) group[0].reject(error);
      else await Promise.all(group.map((one) => this.settle([one])));
    }
  }
}
