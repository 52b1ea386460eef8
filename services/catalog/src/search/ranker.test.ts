import { Ranker } from './ranker';
import type { Candidate } from './score';
import { rankByWords } from './testing/string-rank';

const vocabulary = ['kolgotki', 'noski', 'chernye', 'belye', 'den'];
const idOf = (word: string) => vocabulary.indexOf(word);

const products: Candidate[] = [
  { id: 'a', at: 300, words: ['kolgotki', 'chernye', 'den'] },
  { id: 'b', at: 300, words: ['kolgotki', 'belye'] },
  { id: 'c', at: 200, words: ['noski', 'chernye', 'chernye'] },
  { id: 'd', at: 100, words: ['den'] },
];
const ranker = new Ranker(
  products,
  products.map((p) => Int32Array.from(p.words, idOf)),
  vocabulary.length,
);

/** Matches of "kolgotki chernye" as typed (key 0) and a near word on the other layout (key 1). */
const matches = [
  { v: 0, ord: 0, word: 'kolgotki', sim: 1 },
  { v: 0, ord: 1, word: 'chernye', sim: 1 },
  { v: 0, ord: 1, word: 'belye', sim: 0.4 },
  { v: 1, ord: 0, word: 'noski', sim: 0.9 },
  { v: 1, ord: 0, word: 'den', sim: 0.8 },
  { v: 1, ord: 1, word: 'chernye', sim: 0.95 },
].map((m) => ({ ...m, wordId: idOf(m.word) }));

describe('Ranker: a search ranked over word numbers', () => {
  it('ranks as the ranking over strings: best key, then newer, then by id; a candidate met twice counts once', () => {
    const candidates = [0, 1, 2, 3, 2, 0];
    const expected = rankByWords(
      candidates.map((n) => products[n]),
      matches,
      20,
    );
    expect(expected).toEqual(['a', 'c', 'b', 'd']);
    expect(ranker.rank(candidates, matches, 20)).toEqual(expected);
  });

  it('keeps the best `limit`, and each search starts afresh', () => {
    expect(ranker.rank([3, 2, 1, 0], matches, 2)).toEqual(['a', 'c']);
    expect(ranker.rank([3], matches.slice(4), 20)).toEqual(['d']);
    expect(ranker.rank([0, 1, 2], [], 20)).toEqual([]);
  });
});
