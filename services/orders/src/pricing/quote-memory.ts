import { LRUCache } from '@shop/shared';
import type { QuotedLine, QuoteRequestLine, Quoter } from './catalog-client';

export interface QuoteMemoryOptions {
  /** The longest a quote is trusted without a change event (the safety net when events are not arriving). */
  ttlMs: number;
  maxLines: number;
}

const keyOf = (line: QuoteRequestLine) => `${line.productId}\u0000${line.optionValueIds.join('\u0000')}`;

/**
 * The catalog's quotes, kept until the catalog announces a product change (catalog.product.changed, which every
 * replica hears): the price list an ordering service keeps from its catalog's integration events, so an order
 * costs no call to the catalog for the lines it knows. A quote fetched while a change happened is used for its
 * own order but not kept; unknown products and combinations are never kept (they stay the catalog's 400s).
 */
export class QuoteMemory {
  /** Full, it forgets the line asked longest ago. */
  private readonly lines: LRUCache<string, QuotedLine>;
  private generation = 0;

  constructor(options: QuoteMemoryOptions) {
    this.lines = new LRUCache({ max: options.maxLines, ttl: options.ttlMs });
  }

  forget(): void {
    this.generation++;
    this.lines.clear();
  }

  get size(): number {
    return this.lines.size;
  }

  /** The quoter that asks the catalog only for the lines it does not remember. */
  remembering(quote: Quoter): Quoter {
    return async (lines) => {
      const keys = lines.map(keyOf);
      // What is known is read before the catalog is asked: a change heard meanwhile empties the memory.
      const quotes = new Map<string, QuotedLine>();
      const missing = new Map<string, QuoteRequestLine>();
      lines.forEach((line, i) => {
        const kept = this.lines.get(keys[i]);
        if (kept) quotes.set(keys[i], kept);
        else missing.set(keys[i], line);
      });
      if (missing.size) {
        const generation = this.generation;
        const asked = [...missing];
        const quoted = await quote(asked.map(([, line]) => line));
        const fresh = new Map(quoted.map((q, i) => [asked[i][0], q]));
        for (const [key, q] of fresh) quotes.set(key, q);
        if (generation === this.generation) for (const [key, q] of fresh) this.lines.set(key, q);
      }
      return lines.map((line, i) => ({
        ...quotes.get(keys[i])!,
        productId: line.productId,
        optionValueIds: line.optionValueIds,
      }));
    };
  }
}

const memories = new WeakMap<object, QuoteMemory>();

/** This service instance's memory of quotes (one per service context, so tests' instances do not share one). */
export function quoteMemoryOf(ctx: object): QuoteMemory {
  let memory = memories.get(ctx);
  if (!memory) {
    memory = new QuoteMemory({ ttlMs: 60_000, maxLines: 100_000 });
    memories.set(ctx, memory);
  }
  return memory;
}
