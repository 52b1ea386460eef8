import { LRUCache, type AnswerCache } from '@shop/shared';
import { KeptAtGeneration } from '../read-cache/kept-at-generation';
import type { FoundCard } from './repo';

/**
 * The cards (as JSON) of products searches found, so a search whose products were all found before needs no
 * trip to the database. They are as fresh as a cached search answer (see KeptAtGeneration). Least recently
 * found go first once `limit` are kept.
 */
export class FoundCards extends KeptAtGeneration {
  private readonly cards: LRUCache<string, string>;

  constructor(answers: AnswerCache, limit: number) {
    super(answers, limit);
    this.cards = new LRUCache({ max: Math.max(1, limit) });
  }

  /** The JSON of each id's card in order, or undefined when one is not kept or the catalog changed since. */
  json(ids: string[]): string[] | undefined {
    if (!this.fresh) return undefined;
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
  keep(cards: FoundCard[], generation: number): string[] {
    if (this.mayKeep(generation)) for (const card of cards) this.cards.set(card.id, card.json);
    return cards.map((card) => card.json);
  }

  protected clear(): void {
    this.cards.clear();
  }
}
