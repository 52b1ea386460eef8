import { keepAmongBest, PLACES, type Ranked, type WordMatch } from './score';

/** A match of a query word (score.ts WordMatch) with its vocabulary word's number in the index. */
export type NumberedMatch = WordMatch & { wordId: number };

/** Keys a query has: as typed, and as on the other layout (keys.ts queryKeys). */
const KEYS = 2;

/**
 * Ranks a search's candidates over numbers instead of strings: a product's words are the numbers of its vocabulary
 * words, and which of them this search matched is an array look-up, not a Map look-up of a string (about 1 µs a
 * candidate, 200 µs a search, was most of the catalog's own work for a search). Same scores, same order as the
 * ranking over strings it replaced (search/testing/string-rank.ts): the same sums in the same order of the same
 * doubles. Its scratch arrays are reused, one search at a time
 * (searches run on one thread and ranking does not wait).
 */
export class Ranker {
  /** Per word number: the search that last matched it, and its first match in that search's lists. */
  private readonly matchedIn: Int32Array;
  private readonly firstMatch: Int32Array;
  /** Per product number: the search that last scored it (a candidate may come twice). */
  private readonly scoredIn: Int32Array;
  private readonly best = new Float64Array(KEYS * PLACES);
  private search = 0;

  constructor(
    private readonly products: Ranked[],
    private readonly productWords: Int32Array[],
    vocabularySize: number,
  ) {
    this.matchedIn = new Int32Array(vocabularySize);
    this.firstMatch = new Int32Array(vocabularySize);
    this.scoredIn = new Int32Array(products.length);
  }

  /** The ids of the best `limit` of the candidates (product numbers): highest score, then newest, then by id. */
  rank(candidates: number[], matches: NumberedMatch[], limit: number): string[] {
    const search = this.nextSearch();
    // Each word's matches as a list through `next`, from firstMatch.
    const next = new Int32Array(matches.length);
    matches.forEach((m, k) => {
      next[k] = this.matchedIn[m.wordId] === search ? this.firstMatch[m.wordId] : -1;
      this.matchedIn[m.wordId] = search;
      this.firstMatch[m.wordId] = k;
    });
    const best: { c: Ranked; score: number }[] = [];
    for (const n of candidates) {
      if (this.scoredIn[n] === search) continue;
      this.scoredIn[n] = search;
      keepAmongBest(best, { c: this.products[n], score: this.scoreOf(n, matches, next, search) }, limit);
    }
    return best.map(({ c }) => c.id);
  }

  /** Per key, the sum over its places (in order) of the product's best match; the product's score is its best key's. */
  private scoreOf(n: number, matches: NumberedMatch[], next: Int32Array, search: number): number {
    const best = this.best.fill(0);
    for (const wordId of this.productWords[n]) {
      if (this.matchedIn[wordId] !== search) continue;
      for (let k = this.firstMatch[wordId]; k >= 0; k = next[k]) {
        const m = matches[k];
        const slot = m.v * PLACES + m.ord;
        if (best[slot] < m.sim) best[slot] = m.sim;
      }
    }
    let score = 0;
    for (let v = 0; v < KEYS; v++) {
      let sum = 0;
      for (let ord = 0; ord < PLACES; ord++) sum += best[v * PLACES + ord];
      score = Math.max(score, sum);
    }
    return score;
  }

  private nextSearch(): number {
    if (this.search === 0x7fffffff) {
      this.search = 0;
      this.matchedIn.fill(0);
      this.scoredIn.fill(0);
    }
    return ++this.search;
  }
}
