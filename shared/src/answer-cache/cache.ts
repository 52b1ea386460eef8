import { createHash } from 'node:crypto';
import { SingleFlight } from '../single-flight';
import { SecondAsk } from './admission';
import { brotliDecoded, compressed, type ContentEncoding } from './content-encoding';
import { ByteLru, type CachedAnswer } from './lru';

export interface AnswerCacheOptions {
  /** Bytes the kept answers may hold, everything of theirs counted (lru.ts chargeOf); 0 turns the cache off. */
  maxBytes: number;
  /** A safety net: an answer older than this is made again even if no change event arrived. */
  ttlMs: number;
  /** Keep an answer only when it is asked for the second time (see SecondAsk); else the first time. */
  keepOnSecondAsk?: boolean;
  /**
   * A kept answer of at least this many bytes is held only as brotli, made small as it is kept (lru.ts
   * bodyInBrotli): for the gateway, whose clients are browsers. A product page's JSON is 3-5 times its brotli, so
   * the same memory keeps 3-5 times as many answers. Unset: answers keep their JSON.
   */
  brotliFromBytes?: number;
}

const etagWith = (length: number, hashed: Buffer): string =>
  `"${length.toString(16)}-${createHash('sha1').update(hashed).digest('base64url').slice(0, 27)}"`;

export const etagOf = (body: Buffer): string => etagWith(body.length, body);

/**
 * The ETag of a body kept compressed, made from its compressed bytes: a lossless compression run the same way
 * names the body as surely as the body does, and a 1 MB brand price list is hashed in 90 KB of brotli (0.07 ms
 * against 0.55). Carries the body's length as etagOf does.
 */
export const etagOfCompressed = (length: number, compressed: Buffer): string => etagWith(length, compressed);

/** The body's length that etagOf wrote into an ETag; undefined for an ETag it did not make. */
export function lengthInEtag(etag: string | undefined): number | undefined {
  const match = etag === undefined ? null : /^"([0-9a-f]{1,12})-/.exec(etag);
  return match ? parseInt(match[1], 16) : undefined;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * JSON already written (put together from parts kept as JSON, or the UTF-8 bytes PostgreSQL sent), sent as it is
 * instead of stringified again.
 */
export class RawJson {
  constructor(readonly text: string | Buffer) {}
}

/**
 * The bytes in memory of their own. Node hands out a Buffer under half of Buffer.poolSize (32 KB on Node 24) as
 * a slice of a shared slab (64 KB), and gzipSync's result is one too: a kept 2 KB answer kept its whole slab
 * alive (measured: 32 KB of ArrayBuffers an entry instead of its 2 KB, and a gateway holding 266 MB of Buffers
 * for 60 MB of answers).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

export function toAnswer(value: unknown, ttlMs: number, now = Date.now()): CachedAnswer {
  const json = value instanceof RawJson ? value.text : JSON.stringify(value);
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  return { body, contentType: JSON_TYPE, etag: etagOf(body), expires: now + ttlMs };
}

/** The answer's body held only as its small brotli (lru.ts bodyInBrotli), decoded from it each time it is read. */
function keepBodyInBrotli(answer: CachedAnswer): void {
  const held = answer.compressed?.br;
  const br = held && !held.fast ? held.bytes : ownBytes(compressed(answer.body, 'br', 'small'));
  answer.compressed = { ...answer.compressed, br: { bytes: br, fast: false } };
  Object.defineProperty(answer, 'body', { get: () => brotliDecoded(br, lengthInEtag(answer.etag)), enumerable: true });
  answer.bodyInBrotli = true;
}

/**
 * Answers of public reads by route and normalised input, bounded in bytes. Every change of the data clears it;
 * an answer made while a change happened is sent but not kept (the generation moved on), so none outlives one.
 * Concurrent misses of one key (answer(), through()) share a single round of work.
 */
export class AnswerCache {
  private readonly lru: ByteLru;
  /** The keys asked once, when answers are kept only on the second ask: a sixteenth of the budget. */
  private readonly secondAsk?: SecondAsk;
  private readonly pending = new SingleFlight<unknown>();
  private generation = 0;
  /** Reads answered from memory, and reads that had to make (or wait for) their answer, since the start. */
  private hits = 0;
  private misses = 0;

  constructor(private readonly options: AnswerCacheOptions) {
    this.lru = new ByteLru(options.maxBytes);
    if (options.keepOnSecondAsk) this.secondAsk = new SecondAsk(options.maxBytes / 16);
  }

  get stats() {
    return {
      entries: this.lru.size,
      bytes: this.lru.bytes,
      generation: this.generation,
      hits: this.hits,
      misses: this.misses,
    };
  }

  get ttlMs(): number {
    return this.options.ttlMs;
  }

  /** The generation to pass to store() for an answer made from now on. */
  get current(): number {
    return this.generation;
  }

  get(key: string): CachedAnswer | undefined {
    return this.lru.get(key);
  }

  /**
   * Keeps an answer unless the data changed since `generation` (then it may already be stale), its bytes in
   * memory of their own so that what it is charged is what it holds. One that came in brotli (its body made when
   * first read, lazyBodyLength) is kept in those bytes alone, its JSON decoded when read, as from brotliFromBytes:
   * charged at its JSON's length, a brand's price list at 100,000 products took 1.1 MB of the gateway's 128 for
   * about 100 KB of brotli, and the gateway kept 113 of the 300 lists and few answers beside them.
   */
  store(key: string, answer: CachedAnswer, generation: number): void {
    if (generation !== this.generation || this.options.maxBytes <= 0) return;
    const lazy = answer.lazyBodyLength !== undefined;
    if (!lazy) answer.body = ownBytes(answer.body);
    for (const copy of Object.values(answer.compressed ?? {})) copy.bytes = ownBytes(copy.bytes);
    if (lazy || answer.body.length >= (this.options.brotliFromBytes ?? Infinity)) keepBodyInBrotli(answer);
    this.lru.set(key, answer);
  }

  /**
   * The answer's body in `encoding`, charged to the answer if it is the one kept under `key`. The first time at
   * the fastest setting (content-encoding.ts), since many answers are sent once (a search nobody typed before);
   * the second time smaller, for the answers sent again and again.
   */
  compressed(key: string | undefined, answer: CachedAnswer, encoding: ContentEncoding): Buffer {
    const held = answer.compressed?.[encoding];
    if (held && !held.fast) return held.bytes;
    const fast = !held;
    const copy = { bytes: ownBytes(compressed(answer.body, encoding, fast ? 'fast' : 'small')), fast };
    answer.compressed = { ...answer.compressed, [encoding]: copy };
    if (key !== undefined) this.lru.recharge(key, answer);
    return copy.bytes;
  }

  invalidate(): void {
    this.generation++;
    this.lru.clear();
    this.pending.clear();
  }

  /** The JSON of `produce`'s value as a kept answer (see through()). */
  answer(key: string, produce: () => Promise<unknown>): Promise<CachedAnswer> {
    return this.through(
      key,
      async () => toAnswer(await produce(), this.options.ttlMs),
      (answer) => answer,
    );
  }

  /**
   * A kept answer, else the work under way for the same key, else new work. Its result is kept as `keepable`
   * makes it (undefined: passed on, not kept), unless the data changed meanwhile.
   */
  through<T>(
    key: string,
    work: () => Promise<T>,
    keepable: (result: T) => CachedAnswer | undefined,
  ): Promise<CachedAnswer | T> {
    const hit = this.lru.get(key);
    if (hit) {
      this.hits++;
      return Promise.resolve(hit);
    }
    this.misses++;
    return this.pending.run(key, () => {
      const generation = this.generation;
      return work().then((result) => {
        const kept = keepable(result);
        const admitted = this.lru.wasKept(key) || (this.secondAsk?.admit(key) ?? true);
        if (kept && admitted) this.store(key, kept, generation);
        return kept ?? result;
      });
    }) as Promise<CachedAnswer | T>;
  }
}
