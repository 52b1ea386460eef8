import { SingleFlight, type AnswerCache } from '@shop/shared';

/**
 * Data read from the database and kept in memory beside the read cache's answers (search's FoundCards, the
 * catalog listings' ListedCards), bounded by `limit`. It holds as long as the cached answers do: every catalog
 * change, on any replica, moves the read cache's generation (read-cache/invalidation.ts) and with it drops it.
 */
export abstract class KeptAtGeneration {
  /** The read cache's generation what is kept was read at; -1 until a read from the database. */
  private generation = -1;
  /** Reads from the database under way, by key and the generation each began at (readOnce). */
  private readonly reading = new SingleFlight<unknown>();

  constructor(
    private readonly answers: AnswerCache,
    protected readonly limit: number,
  ) {}

  /** The read cache's generation now: take it before reading from the database, and pass it to keep it. */
  get current(): number {
    return this.answers.current;
  }

  /** Whether what is kept was read at the current generation (no catalog change since). */
  protected get fresh(): boolean {
    return this.generation === this.answers.current;
  }

  /**
   * Whether what was read at `generation` may be kept: not when the catalog changed meanwhile or nothing may
   * be kept. Drops all kept before when it was read at an older generation.
   */
  protected mayKeep(generation: number): boolean {
    if (generation !== this.answers.current || this.limit === 0) return false;
    if (generation !== this.generation) {
      this.clear();
      this.generation = generation;
    }
    return true;
  }

  /**
   * `read()` begun at `generation`, shared with every caller asking for `key` at that generation while it runs,
   * but never with one asking after a later change: a read begun before it may miss a write its asker must see.
   */
  protected readOnce<T>(key: string, generation: number, read: () => Promise<T>): Promise<T> {
    return this.reading.run(`${key} ${generation}`, read) as Promise<T>;
  }

  /** Drops all that is kept. */
  protected abstract clear(): void;
}
