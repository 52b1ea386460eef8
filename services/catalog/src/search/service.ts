import type { ProductCard, Queryable } from '@shop/shared';
import { cardsInOrder, matchWords, newestHolding, newestMatchingAll } from './repo';
import { multiWordKeys, rank, type QueryWord } from './score';

export const SEARCH_LIMIT = 20;
const MAX_WORDS = 6;
/** Newest products taken per matched word as candidates. */
const CANDIDATES_PER_WORD = 40;

/**
 * Each query key (as typed, as on the other layout) is split into words, matched against the vocabulary, and
 * products are ranked by score (see scoreOf), then newest. Only candidates are scored, not every product that
 * holds a common word (thousands): each matched word's newest products, plus, for a key of several words, the
 * newest products matching all of them. With one word per key a product's score is its best word's, so one of
 * the first 20 is among the 20 newest holding that word: the answer is exactly that of scoring every product.
 */
export async function searchProducts(db: Queryable, keys: string[]): Promise<ProductCard[]> {
  const queryWords: QueryWord[] = keys.flatMap((key, v) =>
    key
      .split(' ')
      .filter(Boolean)
      .slice(0, MAX_WORDS)
      .map((word, ord) => ({ v, ord, word })),
  );
  if (!queryWords.length) return [];
  const matches = await matchWords(db, queryWords);
  if (!matches.length) return [];
  const candidates = await newestHolding(db, [...new Set(matches.map((m) => m.word))], CANDIDATES_PER_WORD);
  for (const key of multiWordKeys(queryWords, matches))
    candidates.push(...(await newestMatchingAll(db, key.matches, key.size, SEARCH_LIMIT)));
  return cardsInOrder(db, rank(candidates, matches, SEARCH_LIMIT));
}
