import { transliterate } from '../../common/translit';
import { queryKeys, swapLayout } from '../keys';
import { seededRandom, type Random } from '../../demo/random';

/** What shoppers get wrong when they type a word. */
export const MISTAKES = ['swap', 'latin', 'layout', 'cut', 'none'] as const;
export type Mistake = (typeof MISTAKES)[number];

export interface GeneratedQuery {
  string: string;
  langKey: 'ru' | 'ua';
  mistake: Mistake;
}

/** The distinct words of the names (3 letters or more, lower case), the catalog's own vocabulary. */
export function vocabularyOf(names: string[]): string[] {
  const words = new Set<string>();
  for (const name of names)
    for (const word of name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word);
  return [...words].sort();
}

/** Two neighbouring letters swapped at `at` (from 0), the commonest typo. */
export function swapLetters(word: string, at: number): string {
  const i = Math.min(Math.max(at, 0), word.length - 2);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** The word without its last `letters` letters (typing stopped early), never shorter than 3 letters. */
export function cutEnding(word: string, letters: number): string {
  return word.slice(0, Math.max(3, word.length - letters));
}

const CYRILLIC = /[а-яёіїєґ]/;

function misspell(word: string, mistake: Mistake, rnd: Random, langKey: 'ru' | 'ua'): string {
  switch (mistake) {
    case 'swap':
      return word.length < 4 ? word : swapLetters(word, rnd.int(1, word.length - 2));
    case 'latin':
      return CYRILLIC.test(word) ? transliterate(word, langKey) : word;
    case 'layout':
      return swapLayout(word);
    case 'cut':
      return word.length < 5 ? word : cutEnding(word, rnd.int(1, Math.min(3, word.length - 4)));
    case 'none':
      return word;
  }
}

/** One query: one vocabulary word, or two about a third of the time, each with the same kind of mistake. */
function oneQuery(vocabulary: string[], rnd: Random): GeneratedQuery {
  const words = rnd.next() < 0.35 ? [rnd.pick(vocabulary), rnd.pick(vocabulary)] : [rnd.pick(vocabulary)];
  const mistake = rnd.pick(MISTAKES);
  const langKey = rnd.next() < 0.7 ? 'ru' : 'ua';
  return { string: words.map((w) => misspell(w, mistake, rnd, langKey)).join(' '), langKey, mistake };
}

/**
 * `count` queries made from the vocabulary, no two alike for the shop: the catalog keeps answers by the
 * query's search keys and the gateway by the request, so two queries with the same keys count as one. Fewer
 * than `count` when the vocabulary cannot give that many (the caller says so).
 */
export function generateQueries(vocabulary: string[], count: number, seed = 16): GeneratedQuery[] {
  if (!vocabulary.length) return [];
  const rnd = seededRandom(seed);
  const seen = new Set<string>();
  const out: GeneratedQuery[] = [];
  for (let tries = 0; out.length < count && tries < count * 10; tries++) {
    const query = oneQuery(vocabulary, rnd);
    const key = queryKeys(query.string).join('|');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(query);
  }
  return out;
}
