import { SecondAsk } from './admission';
import { AnswerCache, toAnswer } from './cache';
import { ByteLru } from './lru';

const answer = (bytes: number, expires = Infinity) => ({
  body: Buffer.alloc(bytes),
  contentType: 'text/plain',
  etag: '"x"',
  expires,
});

describe('ByteLru', () => {
  it('drops the least recently used answers once the bytes pass the limit', () => {
    const lru = new ByteLru(3 * (1000 + 2 + 128));
    lru.set('a', answer(1000));
    lru.set('b', answer(1000));
    lru.set('c', answer(1000));
    expect(lru.get('a')).toBeDefined();
    lru.set('d', answer(1000));
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.get('d')].map(Boolean)).toEqual([true, false, true, true]);
    expect(lru.bytes).toBeLessThanOrEqual(3 * 1130);
  });

  it('never keeps an answer larger than the whole budget, and forgets expired ones', () => {
    const lru = new ByteLru(500);
    lru.set('big', answer(1000));
    expect(lru.size).toBe(0);
    lru.set('old', answer(10, 1000));
    expect(lru.get('old', 999)).toBeDefined();
    expect(lru.get('old', 1000)).toBeUndefined();
    expect(lru.bytes).toBe(0);
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

  it('makes a once-asked answer anew, and keeps it from the second ask on', async () => {
    const c = new AnswerCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, keepOnSecondAsk: true });
    let made = 0;
    const produce = async () => ({ n: ++made });
    await c.answer('k', produce);
    await c.answer('k', produce);
    await c.answer('k', produce);
    expect(made).toBe(2);
    expect(c.stats).toMatchObject({ entries: 1, hits: 1, misses: 2 });
  });
});
