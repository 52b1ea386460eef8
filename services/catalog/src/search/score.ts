/** One query word: its key (v: as typed, or as on the other layout) and its place in that key. */
export interface QueryWord {
  v: number;
  ord: number;
  word: string;
}

/** A vocabulary word matching a query word, with how well (1 is the same word). */
export interface WordMatch {
  v: number;
  ord: number;
  word: string;
  sim: number;
}

export interface Candidate {
  id: string;
  /** Microseconds since the epoch (exact, unlike a Date). */
  at: number;
  words: string[];
}

/** Query words per key kept (service.ts takes at most 6); a key is 0 (as typed) or 1 (other layout). */
export const PLACES = 8;

/** What ranking orders products by besides their score. */
export type Ranked = Pick<Candidate, 'id' | 'at'>;

interface Scored<T extends Ranked> {
  c: T;
  score: number;
}

/** Whether `a` ranks before `b`: higher score, then newer, then by id. */
const ranksBefore = (a: Scored<Ranked>, b: Scored<Ranked>) =>
  a.score !== b.score ? a.score > b.score : a.c.at !== b.c.at ? a.c.at > b.c.at : a.c.id < b.c.id;

/**
 * Puts `scored` in its place among `best` (in rank order, at most `limit`) if it scores and ranks among them. Only
 * the best `limit` are kept in order while scoring: candidates run to a thousand, the answer is 20, and sorting
 * them all cost more than scoring them.
 */
export function keepAmongBest<T extends Ranked>(best: Scored<T>[], scored: Scored<T>, limit: number): void {
  if (scored.score <= 0 || (best.length === limit && !ranksBefore(scored, best[limit - 1]))) return;
  let at = best.length;
  while (at > 0 && ranksBefore(scored, best[at - 1])) at--;
  best.splice(at, 0, scored);
  if (best.length > limit) best.pop();
}

/** Keys of several words: for each, its matched words and their places, to find products matching all of them. */
export function multiWordKeys(queryWords: QueryWord[], matches: WordMatch[]) {
  const sizes = new Map<number, number>();
  for (const q of queryWords) sizes.set(q.v, (sizes.get(q.v) ?? 0) + 1);
  return [...sizes]
    .filter(([, size]) => size > 1)
    .map(([v, size]) => ({ size, matches: matches.filter((m) => m.v === v) }));
}
