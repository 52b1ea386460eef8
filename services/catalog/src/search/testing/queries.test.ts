import { queryKeys } from '../keys';
import { cutEnding, generateQueries, MISTAKES, swapLetters, vocabularyOf } from './queries';

const names = [
  'Носки мужские Нитка Classic',
  'Шкарпетки чоловічі Нитка Classic',
  'Колготки женские Velour Comfort 40 den',
  'Колготки жіночі Velour Comfort 40 den',
  'Термобельё мужское Nordic Active',
  'Бюстгальтер Bella Donna Soft',
];

describe('bench search queries', () => {
  it('takes the distinct words of the names, 3 letters or more, in lower case', () => {
    const words = vocabularyOf(names);
    expect(words).toEqual(expect.arrayContaining(['носки', 'шкарпетки', 'velour', 'den', 'термобельё', 'bella']));
    expect(words).not.toContain('40');
    expect(new Set(words).size).toBe(words.length);
  });

  it('swaps two neighbouring letters and cuts endings, keeping 3 letters', () => {
    expect(swapLetters('носки', 1)).toBe('нсоки');
    expect(swapLetters('носки', 9)).toBe('носик');
    expect(cutEnding('колготки', 2)).toBe('колгот');
    expect(cutEnding('носки', 4)).toBe('нос');
  });

  it('makes the asked number of queries, none with the same search keys as another', () => {
    const queries = generateQueries(vocabularyOf(names), 300);
    expect(queries).toHaveLength(300);
    const keys = queries.map((q) => queryKeys(q.string).join('|'));
    expect(new Set(keys).size).toBe(300);
    expect(keys.every(Boolean)).toBe(true);
  });

  it('uses every kind of mistake, with Latin and wrong-layout spellings of Cyrillic words', () => {
    const queries = generateQueries(vocabularyOf(names), 300);
    for (const mistake of MISTAKES) expect(queries.some((q) => q.mistake === mistake)).toBe(true);
    const strings = queries.map((q) => q.string);
    expect(strings).toEqual(expect.arrayContaining(['noski']));
    expect(strings.some((s) => /^[a-z[\];',.`]+$/.test(s) && queryKeys(s).includes('noski'))).toBe(true);
    expect(
      queries.some(
        (q) =>
          q.mistake === 'layout' &&
          /[а-я]/.test(q.string) &&
          /velour|nordic|bella|classic/.test(queryKeys(q.string).join(' ')),
      ),
    ).toBe(true);
  });

  it('is the same for the same seed and stops short when the vocabulary has too few words', () => {
    expect(generateQueries(vocabularyOf(names), 50)).toEqual(generateQueries(vocabularyOf(names), 50));
    expect(generateQueries(vocabularyOf(names), 50, 1)).not.toEqual(generateQueries(vocabularyOf(names), 50, 2));
    const few = generateQueries(['носки'], 1000);
    expect(few.length).toBeGreaterThan(1);
    expect(few.length).toBeLessThan(1000);
    expect(generateQueries([], 10)).toEqual([]);
  });
});
