import { LRUCache, type AnswerCache } from '@shop/shared';
import { KeptAtGeneration } from '../read-cache/kept-at-generation';

/** A listed product's card as JSON, with its brand to filter by. */
export interface ListedCard {
  brandId: string;
  json: string;
}

/**
 * Each catalog's whole listing (its subtree's products, newest first) as card JSON, so a listing filtered by
 * brands is cut from memory instead of read from the database: filtered answers are rarely asked twice (a few
 * brands out of many), so the answer cache seldom holds them. They are as fresh as a cached listing (see
 * KeptAtGeneration). Least recently listed catalogs go first once more than `limit` cards are kept.
 */
export class ListedCards extends KeptAtGeneration {
  private readonly listings: LRUCache<string, ListedCard[]>;
  /** Catalogs whose listing alone was over the limit at this generation. */
  private readonly tooLarge = new Set<string>();

  constructor(answers: AnswerCache, limit: number) {
    super(answers, limit);
    // Charged a card each; an empty listing one, as lru-cache charges every entry something.
    this.listings = new LRUCache({
      maxSize: Math.max(1, limit),
      sizeCalculation: (cards) => Math.max(1, cards.length),
    });
  }

  /** The catalog's kept listing, or undefined when it is not kept or the catalog changed since. */
  listing(catalogId: string): ListedCard[] | undefined {
    if (!this.fresh) return undefined;
    return this.listings.get(catalogId);
  }

  /**
   * Whether a catalog's whole listing may be kept, so is worth reading for a filtered page: not with the cache
   * off, nor when it was over the limit before at this generation (a filtered read of the database is cheaper).
   */
  mayList(catalogId: string): boolean {
    return this.limit > 0 && !(this.fresh && this.tooLarge.has(catalogId));
  }

  /**
   * The catalog's whole listing as `read` from the database (begun at `generation`) and kept. Filtered pages
   * asked together after a change share one read of the listing, but none begun before a change later than its
   * own `generation`: such a read may miss a write its asker must see.
   */
  read(catalogId: string, generation: number, read: () => Promise<ListedCard[]>): Promise<ListedCard[]> {
    return this.readOnce(catalogId, generation, () => read().then((cards) => this.keep(catalogId, cards, generation)));
  }

  /**
   * Keeps a catalog's whole listing read from the database at `generation`; not when the catalog changed
   * meanwhile or it alone is over the limit (then remembered, see mayList). Returns it.
   */
  keep(catalogId: string, listing: ListedCard[], generation: number): ListedCard[] {
    if (!this.mayKeep(generation)) return listing;
    if (listing.length > this.limit) {
      this.tooLarge.add(catalogId);
      return listing;
    }
    this.listings.set(catalogId, listing);
    return listing;
  }

  protected clear(): void {
    this.tooLarge.clear();
    this.listings.clear();
  }
}
