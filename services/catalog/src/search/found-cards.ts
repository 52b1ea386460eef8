import { LRUCache } from 'lru-cache';
import type { AnswerCache, ProductCard } from '@shop/shared';

/**
 * The cards (as JSON) of products searches found, so a search whose products were all found before needs no
 * trip to the database. They hold as long as the catalog's cached answers do: every catalog change, on any
 * replica, moves the read cache's generation (read-cache/invalidation.ts) and with it drops these, so they are
 * as fresh as a cached search answer. Least recently found go first once `limit` are kept.
 */
export class FoundCards {
  private readonly cards: LRUCache<string, string>;
  /** The read cache's generation these cards were read at; -1 until a read from the database. */
  private generation = -1;

  constructor(
    private readonly answers: AnswerCache,
    private readonly limit: number,
  ) {
    this.cards = new LRUCache({ max: Math.max(1, limit) });
  }

  /** The read cache's generation now: pass it to keep() for cards read from now on. */
  get current(): number {
    return this.answers.current;
  }

  /** The JSON of each id's card in order, or undefined when one is not kept or the catalog changed since. */
  json(ids: string[]): string[] | undefined {
    if (this.generation !== this.answers.current) return undefined;
    const out: string[] = [];
    for (const id of ids) {
      const card = this.cards.get(id);
      if (card === undefined) return undefined;
      out.push(card);
    }
    return out;
  }

  /**
   * Keeps cards read from the database (with a search word index at least as new as the database's) at
   * `generation`; none when the catalog changed meanwhile. Returns their JSON in order.
   */
  keep(cards: ProductCard[], generation: number): string[] {
    const json = cards.map((card) => JSON.stringify(card));
    if (generation !== this.answers.current || this.limit === 0) return json;
    if (generation !== this.generation) {
      this.cards.clear();
      this.generation = generation;
    }
    cards.forEach((card, i) => this.cards.set(card._id, json[i]));
    return json;
  }
}
