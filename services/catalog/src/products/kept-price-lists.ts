import { LRUCache, perContext, SingleFlight } from '@shop/shared';
import { IdleTurns } from '../common/idle-turns';
import { keptPriceListBytes } from '../read-cache';
import type { PriceList } from './price-list';
import { priceListMakerOf } from './price-list-maker';

/** What lru-cache and the entry hold besides the brotli bytes (an ETag, a version, the key). */
export const KEPT_LIST_OVERHEAD = 1024;

/**
 * Under this many bytes of brotli a list is sent as it was made: compressed again it would save a few hundred
 * bytes and move the ETag every client holds.
 */
export const SMALLER_FROM_BYTES = 4096;

/**
 * Brands' price lists this catalog process made or read from `price_lists`, each with the brand's version it was
 * made at, so that a list whose version has not moved is sent from memory: read from PostgreSQL, 88 KB of brotli
 * come as 176 KB of hex that node-postgres decodes as a string and then as hex (4.6 ms of the catalog's CPU a
 * request at 100,000 products). Bounded by `maxBytes`, least recently sent lists going first; none with 0.
 *
 * A list is made at brotli's fastest, since its first reader waits for it. Once kept, it is compressed at its
 * smallest by `smaller` (the price list worker, when it makes no list), one at a time in the order they were kept,
 * and kept so: a brand's list at 100,000 products went from 108 to 77 KB a client. Its ETag moves once: a
 * gateway keeps the answer it got on a list's second ask, which came before a shrink asked on that send.
 */
export class KeptPriceLists {
  private readonly lists?: LRUCache<string, { version: string; list: PriceList }>;
  private readonly making = new SingleFlight<PriceList>();
  private readonly readersFirst = new IdleTurns();
  /** Brands whose kept list is not yet at its smallest, in the order they were kept. */
  private readonly toShrink = new Set<string>();
  private shrinking = false;

  constructor(
    maxBytes: number,
    private readonly smaller?: (list: PriceList) => Promise<PriceList>,
  ) {
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
    if (!this.lists) return;
    this.lists.set(brandId, { version, list });
    if (list.br.length >= SMALLER_FROM_BYTES) this.shrinkLater(brandId);
  }

  private shrinkLater(brandId: string): void {
    if (!this.smaller) return;
    this.toShrink.add(brandId);
    void this.shrinkNext(this.smaller);
  }

  /**
   * The next list kept compressed at its smallest, kept so unless the brand's list was kept anew meanwhile (which
   * queues that one): a list is queued only by keep, so the one found here was never compressed again.
   */
  private async shrinkNext(smaller: (list: PriceList) => Promise<PriceList>): Promise<void> {
    const [brandId] = this.toShrink;
    if (this.shrinking || brandId === undefined) return;
    this.toShrink.delete(brandId);
    const kept = this.lists?.peek(brandId);
    this.shrinking = true;
    try {
      if (kept) {
        const list = await smaller(kept.list);
        if (this.lists?.peek(brandId) === kept) this.lists.set(brandId, { version: kept.version, list });
      }
    } catch {
      // The worker failed: the list stays as it was made.
    } finally {
      this.shrinking = false;
    }
    return this.shrinkNext(smaller);
  }

  /**
   * The brand's list at `version` from the one `make` in flight in this process: a reader joins the background's
   * make of the same list and the other way round (after a change to every brand, the background, going through
   * the stale lists in brand order, made again the lists readers were making at that moment).
   */
  makeOnce(brandId: string, version: string, make: () => Promise<PriceList>): Promise<PriceList> {
    return this.making.run(`${brandId}@${version}`, make);
  }

  /** A make a reader waits for: the background's makes wait while one is under way (inBackground). */
  forReader<T>(make: () => Promise<T>): Promise<T> {
    return this.readersFirst.urgent(make);
  }

  /**
   * The background's `work` (its next claim and make), once no reader's make is under way: after a change to every
   * brand, readers asked in their order and the background walked the brands in its own, so half the lists made
   * while readers waited were ones nobody had asked for yet.
   */
  inBackground<T>(work: () => Promise<T>): Promise<T> {
    return this.readersFirst.whenIdle(work);
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
export const keptPriceLists = perContext(
  (ctx) => new KeptPriceLists(keptPriceListBytes(ctx), (list) => priceListMakerOf(ctx.pool).smaller(list)),
);
