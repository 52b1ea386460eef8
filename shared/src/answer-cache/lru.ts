/** An answer as it is sent: its bytes, their type and ETag, and when it stops being trusted. */
export interface CachedAnswer {
  body: Buffer;
  contentType: string;
  etag: string;
  expires: number;
  /** The body gzipped, made the first time a client that accepts gzip asks (a tenth of the body, not charged). */
  gzipped?: Buffer;
  /** The gzipped body was made at the fastest level (the gateway makes it again, smaller, when sent again). */
  gzippedFast?: boolean;
}

/** Bytes an entry is charged: its body, its key (UTF-16) and the bookkeeping around them. */
const sizeOf = (key: string, answer: CachedAnswer) => answer.body.length + key.length * 2 + 128;

/** Least recently used answers go first once the bytes held would pass the limit. */
export class ByteLru {
  private readonly entries = new Map<string, CachedAnswer>();
  private held = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    if (!answer) return undefined;
    this.remove(key);
    if (answer.expires <= now) return undefined;
    this.entries.set(key, answer);
    this.held += sizeOf(key, answer);
    return answer;
  }

  set(key: string, answer: CachedAnswer): void {
    this.remove(key);
    const size = sizeOf(key, answer);
    if (size > this.maxBytes) return;
    this.entries.set(key, answer);
    this.held += size;
    for (const oldest of this.entries.keys()) {
      if (this.held <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  private remove(key: string): void {
    const answer = this.entries.get(key);
    if (!answer) return;
    this.entries.delete(key);
    this.held -= sizeOf(key, answer);
  }
}
