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

/** Whether `a` ranks before `b`: higher score, then newer, then by id. */
export const ranksBefore = (a: { c: Ranked; score: number }, b: { c: Ranked; score: number }) =>
  a.score !== b.score ? a.score > b.score : a.c.at !== b.c.at ? a.c.at > b.c.at : a.c.id < b.c.id;

/** Keys of several words: for each, its matched words and their places, to find products matching all of them. */
export function multiWordKeys(queryWords: QueryWord[], matches: WordMatch[]) {
  const sizes = new Map<number, number>();
  for (const q of queryWords) sizes.set(q.v, (sizes.get(q.v) ?? 0) + 1);
  return [...sizes]
    .filter(([, size]) => size > 1)
    .map(([v, size]) => ({ size, matches: matches.filter((m) => m.v === v) }));
}
