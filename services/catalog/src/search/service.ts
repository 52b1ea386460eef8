import type { Queryable, RawJson } from '@shop/shared';
import { jsonList } from '../read-cache';
import type { FoundCards } from './found-cards';
import { cardsInOrder } from './repo';
import { multiWordKeys, type QueryWord } from './score';
import type { LiveWordIndex } from './live-index';
import type { WordIndex } from './word-index';

export const SEARCH_LIMIT = 20;
const MAX_WORDS = 6;
/** Newest products taken per matched word as candidates. */
const CANDIDATES_PER_WORD = 40;

/** Each key (as typed, as on the other layout) split into its first words, each with its key and place. */
export function queryWordsOf(keys: string[]): QueryWord[] {
  return keys.flatMap((key, v) =>
    key
      .split(' ')
      .filter(Boolean)
      .slice(0, MAX_WORDS)
      .map((word, ord) => ({ v, ord, word })),
  );
}

/**
 * The ids of the best products for these keys. Each query key (as typed, as on the other layout) is split into
 * words, matched against the vocabulary, and products are ranked by score (see Ranker), then newest. Only
 * candidates are scored, not every product that holds a common word (thousands): each matched word's newest
 * products, plus, for a key of several words, the newest products matching all of them. With one word per key a
 * product's score is its best word's, so one of the first 20 is among the 20 newest holding that word: the
 * answer is exactly that of scoring every product.
 */
export function rankedIds(index: WordIndex, keys: string[]): string[] {
  const queryWords = queryWordsOf(keys);
  if (!queryWords.length) return [];
  const matches = index.match(queryWords);
  if (!matches.length) return [];
  const candidates = index.newestHolding([...new Set(matches.map((m) => m.word))], CANDIDATES_PER_WORD);
  for (const key of multiWordKeys(queryWords, matches))
    candidates.push(...index.newestMatchingAll(key.matches, key.size, SEARCH_LIMIT));
  return index.rank(candidates, matches, SEARCH_LIMIT);
}

/**
 * At most 20 products, most relevant first (see rankedIds), matched in memory; their cards from memory when
 * every one was found before and the catalog has not changed since (see FoundCards), else read from the
 * database, again with fresher words when the database's are newer than the ones ranked with.
 */
export async function searchProducts(
  db: Queryable,
  words: LiveWordIndex,
  found: FoundCards,
  keys: string[],
): Promise<RawJson> {
  let loaded = await words.atLeast();
  let ids = rankedIds(loaded.index, keys);
  const kept = found.json(ids);
  if (kept) return jsonList(kept);
  for (;;) {
    const generation = found.current;
    const { version, cards } = await cardsInOrder(db, ids);
    if (version <= loaded.version) return jsonList(found.keep(cards, generation));
    loaded = await words.atLeast(version);
    ids = rankedIds(loaded.index, keys);
  }
}
