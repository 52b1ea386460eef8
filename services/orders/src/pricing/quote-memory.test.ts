import type { QuotedLine, QuoteRequestLine } from './catalog-client';
import { QuoteMemory } from './quote-memory';

const quoted = (line: QuoteRequestLine, price: number): QuotedLine => ({
  ...line,
  name: { ru: line.productId, ua: line.productId },
  options: [],
  price,
  currencyValue: 'UAH',
  brand: null,
});

/** A fake catalog that prices every line at `price` and records what it was asked. */
function catalog(price = 100) {
  const asked: string[][] = [];
  const state = { price, fail: false };
  const quote = async (lines: QuoteRequestLine[]) => {
    asked.push(lines.map((l) => [l.productId, ...l.optionValueIds].join('/')));
    if (state.fail) throw new Error('Товар не найден');
    return lines.map((l) => quoted(l, state.price));
  };
  return { asked, state, quote };
}

const line = (productId: string, ...optionValueIds: string[]) => ({ productId, optionValueIds });

describe('QuoteMemory', () => {
  it('asks the catalog only for the lines it does not remember, each once, in the order asked', async () => {
    const c = catalog();
    const quote = new QuoteMemory({ ttlMs: 60_000, maxLines: 100 }).remembering(c.quote);
    await quote([line('a', 's'), line('b')]);
    const answer = await quote([line('b'), line('a', 'm'), line('a', 'm'), line('a', 's')]);
    expect(c.asked).toEqual([['a/s', 'b'], ['a/m']]);
    expect(answer.map((q) => [q.productId, q.optionValueIds, q.price])).toEqual([
      ['b', [], 100],
      ['a', ['m'], 100],
      ['a', ['m'], 100],
      ['a', ['s'], 100],
    ]);
  });

  it('forgets everything on a change, and does not keep a quote fetched while a change happened', async () => {
    const c = catalog();
    const memory = new QuoteMemory({ ttlMs: 60_000, maxLines: 100 });
    const quote = memory.remembering(c.quote);
    await quote([line('a')]);
    c.state.price = 120;
    memory.forget();
    expect((await quote([line('a')]))[0].price).toBe(120);

    let release!: () => void;
    const slow = memory.remembering(async (lines) => {
      await new Promise<void>((resolve) => (release = resolve));
      return lines.map((l) => quoted(l, 130));
    });
    const during = slow([line('b')]);
    memory.forget();
    release();
    expect((await during)[0].price).toBe(130);
    expect(memory.size).toBe(0);
  });

  it('still uses what it knew when a change is heard while it asks the catalog for the rest', async () => {
    const c = catalog();
    const memory = new QuoteMemory({ ttlMs: 60_000, maxLines: 100 });
    const quote = memory.remembering(c.quote);
    await quote([line('a')]);
    const forgetting = memory.remembering(async (lines) => {
      memory.forget();
      return c.quote(lines);
    });
    const answer = await forgetting([line('a'), line('b')]);
    expect(answer.map((q) => [q.productId, q.price])).toEqual([
      ['a', 100],
      ['b', 100],
    ]);
  });

  it('keeps no failure, and trusts a quote no longer than its time', async () => {
    const c = catalog();
    const memory = new QuoteMemory({ ttlMs: 20, maxLines: 100 });
    const quote = memory.remembering(c.quote);
    c.state.fail = true;
    await expect(quote([line('a')])).rejects.toThrow('Товар не найден');
    c.state.fail = false;
    await quote([line('a')]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await quote([line('a')]);
    expect(c.asked).toEqual([['a'], ['a'], ['a']]);
  });

  it('when full, forgets the line asked longest ago, not every line', async () => {
    const c = catalog();
    const memory = new QuoteMemory({ ttlMs: 60_000, maxLines: 2 });
    const quote = memory.remembering(c.quote);
    await quote([line('a'), line('b')]);
    await quote([line('a')]);
    await quote([line('c')]);
    await quote([line('a'), line('c')]);
    expect(memory.size).toBe(2);
    expect(c.asked).toEqual([['a', 'b'], ['c']]);
    await quote([line('b')]);
    expect(c.asked).toEqual([['a', 'b'], ['c'], ['b']]);
  });
});
