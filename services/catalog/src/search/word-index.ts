import { levenshtein, trigrams, trigramSimilarity, TRIGRAM_THRESHOLD } from './similarity';
import { Ranker, type NumberedMatch } from './ranker';
import type { Candidate, QueryWord, Ranked, WordMatch } from './score';

/** Edits a query word may be away from a stored word: none for 1-2 letters, 1 for 3-4, 2 from 5 (a swap of two letters). */
const maxEdits = (word: string) => (word.length >= 5 ? 2 : word.length >= 3 ? 1 : 0);

/** Query words whose matches are kept (about 200 bytes each). */
const MATCHED_WORDS_KEPT = 20_000;

interface VocabularyWord {
  word: string;
  /** Its number: its place in the vocabulary. */
  id: number;
  grams: Set<string>;
}

const newestFirst = (a: Candidate, b: Candidate) => b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every product's search words, in memory: the vocabulary (the distinct words) and, per word, its products
 * newest first. It answers what the SQL over search_words and search_postings answered, with the same scores
 * and order (see similarity.ts), without a trip to the database per step. About 100 bytes a product word,
 * plus up to MATCHED_WORDS_KEPT query words' matches.
 */
export class WordIndex {
  /** Newest first: a product's place in this list is its number, so smaller is newer. */
  private readonly products: Ranked[];
  private readonly vocabulary: VocabularyWord[] = [];
  /** Per word, the numbers of the products holding it, ascending (newest first). */
  private readonly holders = new Map<string, Int32Array>();
  /** What each query word matched (shoppers' words repeat far more than whole queries); emptied when full. */
  private readonly matched = new Map<string, { word: string; wordId: number; sim: number }[]>();
  private readonly ranker: Ranker;

  constructor(candidates: Candidate[]) {
    const sorted = [...candidates].sort(newestFirst);
    this.products = sorted.map(({ id, at }) => ({ id, at }));
    const lists = new Map<string, number[]>();
    sorted.forEach((product, i) => {
      for (const word of new Set(product.words)) {
        const list = lists.get(word);
        if (list) list.push(i);
        else lists.set(word, [i]);
      }
    });
    const idOf = new Map<string, number>();
    for (const [word, list] of lists) {
      idOf.set(word, this.vocabulary.length);
      this.holders.set(word, Int32Array.from(list));
      this.vocabulary.push({ word, id: this.vocabulary.length, grams: trigrams(word) });
    }
    const productWords = sorted.map((product) => Int32Array.from(new Set(product.words), (w) => idOf.get(w)!));
    this.ranker = new Ranker(this.products, productWords, this.vocabulary.length);
  }

  /** How many products hold words. */
  get size(): number {
    return this.products.length;
  }

  get words(): number {
    return this.vocabulary.length;
  }

  /**
   * The vocabulary words a query word starts (typing in progress), is trigram-similar to (pg_trgm `%`), or is
   * within a few edits of, with how well: 1 for the same word, 0.75-1 for a start, else 0.7 x the better of the
   * trigram similarity and the share of letters not edited.
   */
  match(words: QueryWord[]): NumberedMatch[] {
    return words.flatMap((q) => this.matchWord(q.word).map((m) => ({ v: q.v, ord: q.ord, ...m })));
  }

  private matchWord(qw: string): { word: string; wordId: number; sim: number }[] {
    const known = this.matched.get(qw);
    if (known) return known;
    const edits = maxEdits(qw);
    const grams = trigrams(qw);
    const found: { word: string; wordId: number; sim: number }[] = [];
    for (const w of this.vocabulary) {
      const sim = this.similarity(qw, grams, edits, w);
      if (sim !== undefined) found.push({ word: w.word, wordId: w.id, sim });
    }
    if (this.matched.size >= MATCHED_WORDS_KEPT) this.matched.clear();
    this.matched.set(qw, found);
    return found;
  }

  private similarity(qw: string, grams: Set<string>, edits: number, w: VocabularyWord): number | undefined {
    if (w.word === qw) return 1;
    if (w.word.startsWith(qw)) return 0.75 + (0.25 * qw.length) / w.word.length;
    if (!edits) return undefined;
    const trigram = trigramSimilarity(grams, w.grams);
    const near = Math.abs(w.word.length - qw.length) <= edits;
    const distance = trigram >= TRIGRAM_THRESHOLD || near ? levenshtein(qw, w.word) : Infinity;
    if (trigram < TRIGRAM_THRESHOLD && distance > edits) return undefined;
    return 0.7 * Math.max(trigram, 1 - distance / Math.max(qw.length, w.word.length));
  }

  /** The numbers of the newest `perWord` products holding each word. */
  newestHolding(words: string[], perWord: number): number[] {
    const out: number[] = [];
    for (const word of words) for (const i of this.holders.get(word)?.subarray(0, perWord) ?? []) out.push(i);
    return out;
  }

  /** The ids of the best `limit` of these products (their numbers) by these matches (see Ranker). */
  rank(candidates: number[], matches: NumberedMatch[], limit: number): string[] {
    return this.ranker.rank(candidates, matches, limit);
  }

  /**
   * The newest `limit` products holding, for each of `size` query words (places 0..size-1), one of the words
   * matching it. Each word's products are in order, so the lists are walked together (leapfrog): each place
   * moves to its first product at or past the newest one every place so far holds, until all agree. The cost
   * grows with the answer, not with how many products hold a common word.
   */
  newestMatchingAll(matches: WordMatch[], size: number, limit: number): number[] {
    const places: Int32Array[][] = Array.from({ length: size }, () => []);
    for (const m of matches) {
      const list = this.holders.get(m.word);
      if (list) places[m.ord].push(list);
    }
    if (places.some((lists) => !lists.length)) return [];
    const found: number[] = [];
    for (let from = 0; found.length < limit;) {
      let candidate = from;
      for (let agreed = 0, k = 0; agreed < size; k = (k + 1) % size) {
        const next = firstAtOrPast(places[k], candidate);
        if (next === undefined) return found;
        agreed = next === candidate ? agreed + 1 : 1;
        candidate = next;
      }
      found.push(candidate);
      from = candidate + 1;
    }
    return found;
  }
}

/** The smallest number at or past `at` in any of the ascending lists. */
function firstAtOrPast(lists: Int32Array[], at: number): number | undefined {
  let first: number | undefined;
  for (const list of lists) {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid] < at) lo = mid + 1;
      else hi = mid;
    }
    if (lo < list.length && (first === undefined || list[lo] < first)) first = list[lo];
  }
  return first;
}
