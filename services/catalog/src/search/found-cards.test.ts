import { AnswerCache } from '@shop/shared';
import { FoundCards } from './found-cards';

const card = (id: string) => ({
  id,
  json: JSON.stringify({ _id: id, name: { ru: `Носки ${id}`, ua: `Шкарпетки ${id}` } }),
});

describe('found cards', () => {
  const setup = (limit = 10) => {
    const answers = new AnswerCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    return { answers, found: new FoundCards(answers, limit) };
  };

  it('answers only cards read from the database, in the order asked', () => {
    const { found } = setup();
    expect(found.json([])).toBeUndefined();
    const json = found.keep([card('a'), card('b')], found.current);
    expect(json.map((j) => JSON.parse(j)._id)).toEqual(['a', 'b']);
    expect(found.json(['b', 'a'])?.map((j) => JSON.parse(j)._id)).toEqual(['b', 'a']);
    expect(found.json([])).toEqual([]);
    expect(found.json(['a', 'c'])).toBeUndefined();
  });

  it('drops every card when the catalog changes, and keeps none read while it changed', () => {
    const { answers, found } = setup();
    found.keep([card('a')], found.current);
    answers.invalidate();
    expect(found.json(['a'])).toBeUndefined();
    expect(found.json([])).toBeUndefined();
    const before = found.current;
    answers.invalidate();
    found.keep([card('a')], before);
    expect(found.json(['a'])).toBeUndefined();
    found.keep([card('b')], found.current);
    expect(found.json(['b'])).toHaveLength(1);
    expect(found.json(['a'])).toBeUndefined();
  });

  it('keeps at most its limit, the least recently found going first', () => {
    const { found } = setup(2);
    found.keep([card('a'), card('b')], found.current);
    found.json(['a']);
    found.keep([card('c')], found.current);
    expect(found.json(['a', 'c'])).toHaveLength(2);
    expect(found.json(['b'])).toBeUndefined();
  });

  it('keeps nothing with a limit of 0 (the cache turned off)', () => {
    const { found } = setup(0);
    found.keep([card('a')], found.current);
    expect(found.json(['a'])).toBeUndefined();
  });
});
