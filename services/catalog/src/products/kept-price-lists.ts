import { LRUCache } from 'lru-cache';
import { perContext, SingleFlight } from '@shop/shared';
import { keptPriceListBytes } from '../read-cache';
import type { PriceList } from './price-list';

/** What lru-cache and the entry hold besides the brotli bytes (an ETag, a version, the key). */
export const KEPT_LIST_OVERHEAD = 1024;

/**
 * Brands' price lists this catalog process made or read from `price_lists`, each with the brand's version it was
 * made at, so that a list whose version has not moved is sent from memory: read from PostgreSQL, 88 KB of brotli
 * come as 176 KB of hex that node-postgres decodes as a string and then as hex (4.6 ms of the catalog's CPU a
 * request at 100,000 products). Bounded by `maxBytes`, least recently sent lists going first; none with 0.
 */
export class KeptPriceLists {
  private readonly lists?: LRUCache<string, { version: string; list: PriceList }>;
  private readonly making = new SingleFlight<PriceList>();

  constructor(maxBytes: number) {
    if (maxBytes > 0)
      this.lists = new LRUCache({
        maxSize: maxBytes,
        sizeCalculation: (kept) => kept.list.br.length + KEPT_LIST_OVERHEAD,
      });
  }

  /** The version of the brand's list kept here, if any. */
  versionOf(brandId: string): string | undefined {
    return this.lists?.peek(brandId)?.version;
  }

  /** The brand's list kept here if it was made at `version`. */
  at(brandId: string, version: string): PriceList | undefined {
    const kept = this.lists?.get(brandId);
    return kept?.version === version ? kept.list : undefined;
  }

  /** What is kept, for /healthz: lists and the bytes charged for them. */
  get stats(): { lists: number; bytes: number } {
    return { lists: this.lists?.size ?? 0, bytes: this.lists?.calculatedSize ?? 0 };
  }

  keep(brandId: string, version: string, list: PriceList): void {
    this.lists?.set(brandId, { version, list });
  }

  /**
   * The brand's list at `version` from the one `make` in flight in this process: a reader joins the background's
   * make of the same list and the other way round (after a change to every brand, the background, going through
   * the stale lists in brand order, made again the lists readers were making at that moment).
   */
  makeOnce(brandId: string, version: string, make: () => Promise<PriceList>): Promise<PriceList> {
    return this.making.run(`${brandId}@${version}`, make);
  }

  /**
   * This process's make of the brand's list at `version`, if one is under way: the price list worker keeps the
   * list in `price_lists` before this thread hears of it, so a reader can find it kept there first.
   */
  beingMade(brandId: string, version: string): Promise<PriceList> | undefined {
    return this.making.underWay(`${brandId}@${version}`);
  }
}

/** This service instance's kept price lists, shared by its readers and its background making. */
export const keptPriceLists = perContext((ctx) => new KeptPriceLists(keptPriceListBytes(ctx)));
