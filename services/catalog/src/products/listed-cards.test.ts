import { AnswerCache } from '@shop/shared';
import { ListedCards } from './listed-cards';

const card = (id: string, brandId = 'b') => ({
  brandId,
  json: JSON.stringify({ _id: id, brandId, name: { ru: `Носки ${id}`, ua: id } }),
});
const cards = (...ids: string[]) => ids.map((id) => card(id));
const listedIds = (listed: ListedCards, catalogId: string) =>
  listed.listing(catalogId)?.map((c) => JSON.parse(c.json)._id);

/** Listed cards beside a read cache of their own (its invalidate() is a catalog change). */
function setup(limit = 10) {
  const answers = new AnswerCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
  return { answers, listed: new ListedCards(answers, limit) };
}

describe('listed cards', () => {
  it('answers a catalog listing read from the database, in order, with each card brand', () => {
    const { listed } = setup();
    expect(listed.listing('c')).toBeUndefined();
    const kept = listed.keep('c', [card('a', 'x'), card('b', 'y')], listed.current);
    expect(kept).toEqual([card('a', 'x'), card('b', 'y')]);
    expect(listed.listing('c')).toEqual(kept);
    expect(listed.listing('other')).toBeUndefined();
    listed.keep('empty', [], listed.current);
    expect(listed.listing('empty')).toEqual([]);
  });

  it('drops every listing when the catalog changes, and keeps none read while it changed', () => {
    const { answers, listed } = setup();
    listed.keep('c', cards('a'), listed.current);
    answers.invalidate();
    expect(listed.listing('c')).toBeUndefined();
    const before = listed.current;
    answers.invalidate();
    expect(listed.keep('c', cards('a'), before)).toHaveLength(1);
    expect(listed.listing('c')).toBeUndefined();
    listed.keep('d', cards('b'), listed.current);
    expect(listedIds(listed, 'd')).toEqual(['b']);
    expect(listed.listing('c')).toBeUndefined();
  });

  it('keeps at most its limit of cards, the least recently listed catalog going first', () => {
    const { listed } = setup(4);
    listed.keep('c1', cards('a', 'b'), listed.current);
    listed.keep('c2', cards('c', 'd'), listed.current);
    listed.listing('c1');
    listed.keep('c3', cards('e'), listed.current);
    expect(listed.listing('c2')).toBeUndefined();
    expect(listedIds(listed, 'c1')).toEqual(['a', 'b']);
    expect(listedIds(listed, 'c3')).toEqual(['e']);
    // Read again, a kept catalog counts its new cards, not both.
    listed.keep('c1', cards('a', 'b', 'f'), listed.current);
    expect(listedIds(listed, 'c3')).toEqual(['e']);
    expect(listedIds(listed, 'c1')).toEqual(['a', 'b', 'f']);
    listed.keep('c4', cards('g'), listed.current);
    expect(listed.listing('c3')).toBeUndefined();
    expect(listedIds(listed, 'c1')).toEqual(['a', 'b', 'f']);
    expect(listedIds(listed, 'c4')).toEqual(['g']);
  });

  it('does not keep a listing over the limit alone, and reads it no more whole until the catalog changes', () => {
    const { answers, listed } = setup(2);
    listed.keep('small', cards('a'), listed.current);
    expect(listed.mayList('big')).toBe(true);
    expect(listed.keep('big', cards('b', 'c', 'd'), listed.current)).toHaveLength(3);
    expect(listed.listing('big')).toBeUndefined();
    expect(listed.mayList('big')).toBe(false);
    expect(listed.mayList('small')).toBe(true);
    expect(listedIds(listed, 'small')).toEqual(['a']);
    answers.invalidate();
    expect(listed.mayList('big')).toBe(true);
  });

  it('keeps nothing with a limit of 0 (the cache turned off), and reads no listing whole', () => {
    const { listed } = setup(0);
    expect(listed.mayList('c')).toBe(false);
    listed.keep('c', cards('a'), listed.current);
    expect(listed.listing('c')).toBeUndefined();
  });

  it('shares one read of a listing among pages asked together, but not with one asked after a change', async () => {
    const { answers, listed } = setup();
    let reads = 0;
    const read = (ids: string[]) => async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 10));
      return cards(...ids);
    };
    const first = listed.read('c', listed.current, read(['a']));
    const together = listed.read('c', listed.current, read(['a']));
    answers.invalidate();
    const after = listed.read('c', listed.current, read(['b']));
    const ids = async (listing: Promise<{ json: string }[]>) => (await listing).map((c) => JSON.parse(c.json)._id);
    expect([await ids(first), await ids(together), await ids(after)]).toEqual([['a'], ['a'], ['b']]);
    expect(reads).toBe(2);
    expect(listedIds(listed, 'c')).toEqual(['b']);
    await listed.read('c', listed.current, read(['d']));
    expect(reads).toBe(3);
  });
});
