import { SecondAsk } from './admission';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AnswerCache, etagOf, etagOfCompressed, lengthInEtag, toAnswer } from './cache';
import { ByteLru, chargeOf, ENTRY_OVERHEAD, type CachedAnswer } from './lru';

const answer = (bytes: number, expires = Infinity): CachedAnswer => ({
  body: Buffer.alloc(bytes),
  contentType: 'text/plain',
  etag: '"x"',
  expires,
});

const copy = (bytes: number) => ({ bytes: Buffer.alloc(bytes), fast: true });

describe('ByteLru', () => {
  it('drops the least recently used answers once the bytes pass the limit', () => {
    const each = chargeOf('a', answer(1000));
    const lru = new ByteLru(3 * each);
    lru.set('a', answer(1000));
    lru.set('b', answer(1000));
    lru.set('c', answer(1000));
    expect(lru.get('a')).toBeDefined();
    lru.set('d', answer(1000));
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.get('d')].map(Boolean)).toEqual([true, false, true, true]);
    expect(lru.bytes).toBe(3 * each);
  });

  it('charges everything an entry holds: body, compressed copies, key, ETag, type and bookkeeping', () => {
    const plain = answer(1000);
    expect(chargeOf('key', plain)).toBe(1000 + 2 * (3 + 3 + 10) + ENTRY_OVERHEAD);
    const compressed = { gzip: copy(300), br: copy(200) };
    expect(chargeOf('key', { ...plain, compressed })).toBe(chargeOf('key', plain) + 500);
  });

  it('charges a body made when first read at its length before it is made', () => {
    const lazy = Object.defineProperty({ ...answer(0), lazyBodyLength: 1000, compressed: { br: copy(200) } }, 'body', {
      get: () => Buffer.alloc(1000),
    }) as CachedAnswer;
    expect(chargeOf('key', lazy)).toBe(chargeOf('key', { ...answer(1000), compressed: { br: copy(200) } }));
  });

  it('keeps an answer that came in brotli in those bytes alone, unmade, its JSON decoded each time it is read', () => {
    const json = Buffer.from(JSON.stringify({ products: Array.from({ length: 500 }, (_, i) => ({ i })) }));
    const br = { bytes: brotliCompressSync(json), fast: false };
    let made = 0;
    const lazy = Object.defineProperty({ ...answer(0), lazyBodyLength: json.length, compressed: { br } }, 'body', {
      get: () => (made++, brotliDecompressSync(br.bytes)),
      configurable: true,
    }) as CachedAnswer;
    const cache = new AnswerCache({ maxBytes: 1e6, ttlMs: 1000 });
    cache.store('key', lazy, 0);
    const kept = cache.get('key')!;
    expect(kept).toBe(lazy);
    expect(cache.stats.bytes).toBe(br.bytes.length + ENTRY_OVERHEAD + 2 * ('key'.length + 3 + 10));
    expect(kept.compressed!.br!.bytes).toBe(br.bytes);
    expect(kept.body.equals(json) && kept.body.equals(json)).toBe(true);
    expect(made).toBe(0);
    expect(gunzipSync(cache.compressed('key', kept, 'gzip')).equals(json)).toBe(true);
    expect(cache.stats.bytes).toBe(chargeOf('key', kept));
  });

  it('reads the length etagOf and etagOfCompressed wrote into an ETag', () => {
    const body = Buffer.from('{"products":[]}');
    expect(lengthInEtag(etagOf(body))).toBe(body.length);
    const compressed = brotliCompressSync(body);
    expect(lengthInEtag(etagOfCompressed(body.length, compressed))).toBe(body.length);
    expect(etagOfCompressed(body.length, compressed)).not.toBe(etagOf(body));
    expect(etagOfCompressed(body.length, compressed)).not.toBe(etagOfCompressed(body.length, brotliCompressSync('{}')));
    expect(lengthInEtag('"x"')).toBeUndefined();
    expect(lengthInEtag('W/"1f-abc"')).toBeUndefined();
  });

  it('charges a kept answer again when it grows, making room by dropping the oldest', () => {
    const kept = answer(1000);
    const lru = new ByteLru(
      chargeOf('a', answer(1000)) + chargeOf('b', { ...answer(1000), compressed: { br: copy(10) } }),
    );
    lru.set('a', answer(1000));
    lru.set('b', kept);
    kept.compressed = { br: copy(500) };
    lru.recharge('b', kept);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBe(kept);
    expect(lru.bytes).toBe(chargeOf('b', kept));
    lru.recharge('b', answer(1)); // not the answer kept under b: nothing changes
    expect(lru.bytes).toBe(chargeOf('b', kept));
  });

  it('never keeps an answer larger than the whole budget, and never gives an expired one', () => {
    const lru = new ByteLru(2000);
    lru.set('big', answer(1000));
    expect(lru.size).toBe(0);
    lru.set('old', answer(10, 1000));
    expect(lru.get('old', 999)).toBeDefined();
    expect(lru.get('old', 1000)).toBeUndefined();
    // Still charged until the answer made anew replaces it, and known to have been kept.
    expect(lru.wasKept('old')).toBe(true);
    lru.set('old', answer(20, 5000));
    expect(lru.get('old', 1000)?.body.length).toBe(20);
    expect(lru.bytes).toBe(chargeOf('old', answer(20)));
  });
});

describe('AnswerCache', () => {
  const cache = () => new AnswerCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });

  it('makes an answer once and gives the same bytes and ETag to concurrent and later readers', async () => {
    const c = cache();
    let made = 0;
    const produce = async () => ({ n: ++made });
    const [a, b] = await Promise.all([c.answer('k', produce), c.answer('k', produce)]);
    const later = await c.answer('k', produce);
    expect(made).toBe(1);
    expect(a).toBe(b);
    expect(later).toBe(a);
    expect(JSON.parse(a.body.toString())).toEqual({ n: 1 });
    expect(a.etag).toBe(toAnswer({ n: 1 }, 0).etag);
    expect(c.stats).toMatchObject({ hits: 1, misses: 2 });
  });

  it('does not keep an answer that was being made while the catalog changed', async () => {
    const c = cache();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const stale = c.answer('k', async () => {
      await slow;
      return 'before';
    });
    c.invalidate();
    release();
    expect(JSON.parse((await stale).body.toString())).toBe('before');
    const fresh = await c.answer('k', async () => 'after');
    expect(JSON.parse(fresh.body.toString())).toBe('after');
  });

  it('passes a failure on and keeps nothing', async () => {
    const c = cache();
    await expect(c.answer('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(c.stats.entries).toBe(0);
    expect(JSON.parse((await c.answer('k', async () => 1)).body.toString())).toBe(1);
  });

  it('keeps nothing when its budget is zero', async () => {
    const c = new AnswerCache({ maxBytes: 0, ttlMs: 60_000 });
    await c.answer('k', async () => 1);
    expect(c.stats.entries).toBe(0);
  });

  it('never holds more than its limit, counting the compressed copies, in memory of its own', async () => {
    const maxBytes = 256 * 1024;
    const c = new AnswerCache({ maxBytes, ttlMs: 60_000 });
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const kept = new Map<string, ReturnType<typeof toAnswer>>();
    for (let i = 0; i < 2000; i++) {
      const key = `GET /api/products/search?q=${random(400)}`;
      const made = await c.answer(key, async () => ({ i, words: 'колготки 40 den '.repeat(random(300)) }));
      expect(gunzipSync(c.compressed(key, made, 'gzip')).equals(made.body)).toBe(true);
      expect(brotliDecompressSync(c.compressed(key, made, 'br')).equals(made.body)).toBe(true);
      kept.set(key, made);
      expect(c.stats.bytes).toBeLessThanOrEqual(maxBytes);
    }
    let charged = 0;
    for (const [key, made] of kept) {
      const hit = c.get(key);
      if (!hit) continue;
      expect(hit).toBe(made);
      charged += chargeOf(key, hit);
      // Not a slice of Node's shared slab, which would keep the whole slab alive.
      const copies = Object.values(hit.compressed ?? {}).map((held) => held.bytes);
      for (const bytes of [hit.body, ...copies]) expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
    expect(c.stats.entries).toBeGreaterThan(10);
    expect(c.stats.bytes).toBe(charged);
    expect(charged).toBeLessThanOrEqual(maxBytes);
  });
});

describe('compressed copies of an answer', () => {
  it('makes each encoding fast the first time, smaller the second, and keeps that one', async () => {
    const c = new AnswerCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const rows = Array.from({ length: 300 }, (_, i) => ({ i, name: `Колготки ${i % 17} капрон ${i % 5}0 den` }));
    const made = await c.answer('k', async () => rows);
    for (const [encoding, open] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = c.compressed('k', made, encoding);
      const second = c.compressed('k', made, encoding);
      expect(open(first).equals(made.body) && open(second).equals(made.body)).toBe(true);
      expect(second.length).toBeLessThan(first.length);
      expect(c.compressed('k', made, encoding)).toBe(second);
    }
    expect(c.stats.bytes).toBe(chargeOf('k', c.get('k')!));
  });

  it('holds a kept answer from brotliFromBytes only as its small brotli, its JSON decoded when read', async () => {
    const c = new AnswerCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, brotliFromBytes: 1024 });
    const rows = Array.from({ length: 300 }, (_, i) => ({ i, name: `Колготки ${i % 17} капрон ${i % 5}0 den` }));
    const made = await c.answer('k', async () => rows);
    const plain = Buffer.from(JSON.stringify(rows));
    const kept = c.get('k')!;
    const br = kept.compressed!.br!.bytes;
    expect(c.stats.bytes).toBe(
      br.length + ENTRY_OVERHEAD + 2 * ('k'.length + kept.etag.length + kept.contentType.length),
    );
    expect(brotliDecompressSync(br).equals(plain)).toBe(true);
    expect(made.body.equals(plain) && kept.body.equals(plain)).toBe(true);
    expect(c.compressed('k', kept, 'br')).toBe(br);
    expect(gunzipSync(c.compressed('k', kept, 'gzip')).equals(plain)).toBe(true);
    expect(c.stats.bytes).toBe(chargeOf('k', kept));

    const small = await c.answer('small', async () => ({ ok: true }));
    expect(small.bodyInBrotli).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
  });
});

describe('keeping answers on their second ask', () => {
  it('admits a key the second time it is asked, and forgets the oldest keys past its budget', () => {
    const ask = new SecondAsk(2 * (2 * 1 + 64));
    expect([ask.admit('a'), ask.admit('a'), ask.admit('a')]).toEqual([false, true, false]);
    ask.admit('b');
    ask.admit('c');
    ask.admit('d');
    expect(ask.admit('b')).toBe(false);
    expect(ask.admit('d')).toBe(true);
  });

  /** A cache keeping on the second ask, and its asks of one key, each counted when its answer is made. */
  const counted = (ttlMs: number) => {
    const c = new AnswerCache({ maxBytes: 1024 * 1024, ttlMs, keepOnSecondAsk: true });
    let made = 0;
    return { c, ask: () => c.answer('k', async () => ({ n: ++made })), made: () => made };
  };

  it('makes a once-asked answer anew, and keeps it from the second ask on', async () => {
    const { c, ask, made } = counted(60_000);
    await ask();
    await ask();
    await ask();
    expect(made()).toBe(2);
    expect(c.stats).toMatchObject({ entries: 1, hits: 1, misses: 2 });
  });

  it('keeps an answer made anew after its kept one expired at once (its key was asked twice before)', async () => {
    const { c, ask, made } = counted(30);
    await ask();
    await ask();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await ask();
    await ask();
    expect(made()).toBe(3);
    expect(c.stats).toMatchObject({ entries: 1, hits: 1, misses: 3 });
  });
});
