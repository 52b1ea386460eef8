/** An answer as it is sent: its bytes, their type and ETag, and when it stops being trusted. */
export interface CachedAnswer {
  body: Buffer;
  contentType: string;
  etag: string;
  expires: number;
  /** The body gzipped, made the first time a client that accepts gzip asks (AnswerCache.gzipped charges it). */
  gzipped?: Buffer;
  /** The gzipped body was made at the fastest level (the gateway makes it again, smaller, when sent again). */
  gzippedFast?: boolean;
}

/**
 * What a kept entry holds besides its bytes and strings: the Map entry, the answer object and the two Buffers'
 * objects and native bookkeeping. Measured on Node 24: about 950 bytes of V8 heap an entry (100,000 entries).
 */
export const ENTRY_OVERHEAD = 1024;

/** Bytes an entry is charged: everything it keeps alive (strings at two bytes a character, the most V8 uses). */
export const chargeOf = (key: string, answer: CachedAnswer): number =>
  answer.body.length +
  (answer.gzipped?.length ?? 0) +
  2 * (key.length + answer.etag.length + answer.contentType.length) +
  ENTRY_OVERHEAD;

interface Entry {
  answer: CachedAnswer;
  /** What it was charged when kept or last recharged (so removing it gives back exactly that). */
  charged: number;
}

/** Least recently used answers go first once the bytes held would pass the limit. */
export class ByteLru {
  private readonly entries = new Map<string, Entry>();
  private held = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.answer.expires <= now) {
      this.held -= entry.charged;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, answer: CachedAnswer): void {
    this.remove(key);
    const charged = chargeOf(key, answer);
    if (charged > this.maxBytes) return;
    this.entries.set(key, { answer, charged });
    this.held += charged;
    this.evict();
  }

  /** Charges `answer`, if it is the one kept under `key`, for what it holds now (e.g. its new gzipped copy). */
  recharge(key: string, answer: CachedAnswer): void {
    const entry = this.entries.get(key);
    if (entry?.answer !== answer) return;
    const charged = chargeOf(key, answer);
    this.held += charged - entry.charged;
    entry.charged = charged;
    if (charged > this.maxBytes) this.remove(key);
    this.evict();
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  private evict(): void {
    for (const oldest of this.entries.keys()) {
      if (this.held <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.charged;
  }
}
