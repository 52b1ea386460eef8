import { LRUCache } from 'lru-cache';
import type { ContentEncoding } from './content-encoding';

/** A compressed copy of an answer's body. */
export interface Compressed {
  bytes: Buffer;
  /** Made at the fastest setting: the gateway makes it again, smaller, when it is sent again. */
  fast: boolean;
}

/** An answer as it is sent: its bytes, their type and ETag, and when it stops being trusted. */
export interface CachedAnswer {
  body: Buffer;
  contentType: string;
  etag: string;
  expires: number;
  /** The body compressed, each made the first time a client taking it asks (AnswerCache.compressed charges it). */
  compressed?: Partial<Record<ContentEncoding, Compressed>>;
  /**
   * Set where `body` is made the first time it is read (an answer the gateway got in brotli, decoded only for
   * a client that needs its JSON): the body's length, charged before it is made, so the limit holds either way.
   * AnswerCache keeps such an answer in its brotli alone (bodyInBrotli).
   */
  lazyBodyLength?: number;
  /**
   * Set when a kept answer holds its body only as its small brotli copy (AnswerCacheOptions.brotliFromBytes):
   * `body` is then decoded from that copy each time it is read (a client without brotli, a page the gateway
   * renders), and the plain bytes, three to five times larger, are not charged.
   */
  bodyInBrotli?: true;
}

const compressedBytes = (answer: CachedAnswer): number =>
  Object.values(answer.compressed ?? {}).reduce((sum, copy) => sum + copy.bytes.length, 0);

/**
 * What a kept entry holds besides its bytes and strings: the answer object, the two Buffers' objects and native
 * bookkeeping, and the cache's own entry. Measured on Node 24: about 950 bytes of V8 heap an entry with a Map
 * (100,000 entries); lru-cache's own entry is about 70 of them.
 */
export const ENTRY_OVERHEAD = 1024;

/** Bytes an entry is charged: everything it keeps alive (strings at two bytes a character, the most V8 uses). */
export const chargeOf = (key: string, answer: CachedAnswer): number =>
  (answer.bodyInBrotli ? 0 : (answer.lazyBodyLength ?? answer.body.length)) +
  compressedBytes(answer) +
  2 * (key.length + answer.etag.length + answer.contentType.length) +
  ENTRY_OVERHEAD;

/** Least recently used answers go first once the bytes held would pass the limit (lru-cache's maxSize). */
export class ByteLru {
  private readonly entries: LRUCache<string, CachedAnswer>;

  constructor(maxBytes: number) {
    // lru-cache wants a positive limit; with 1 byte nothing is kept (every entry is charged over 1 KB).
    this.entries = new LRUCache({
      maxSize: Math.max(1, Math.floor(maxBytes)),
      sizeCalculation: (answer, key) => chargeOf(key, answer),
    });
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The answer kept under `key` unless it has expired. An expired one stays (charged, oldest first out) until the
   * answer made anew replaces it: its key is known to be asked again and again (wasKept).
   */
  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    return answer && answer.expires > now ? answer : undefined;
  }

  /** Whether an answer is kept under `key`, expired or not. */
  wasKept(key: string): boolean {
    return this.entries.has(key, { updateAgeOnHas: false });
  }

  set(key: string, answer: CachedAnswer): void {
    this.entries.set(key, answer);
  }

  /** Charges `answer`, if it is the one kept under `key`, for what it holds now (e.g. a new compressed copy). */
  recharge(key: string, answer: CachedAnswer): void {
    if (this.entries.peek(key) !== answer) return;
    // lru-cache charges a value again only when a different one is set: take it out and put it back.
    this.entries.delete(key);
    this.entries.set(key, answer);
  }

  clear(): void {
    this.entries.clear();
  }
}
