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

/** Per key, the sum over its query words of the product's best matching word; the product's score is its best key's. */
export function scoreOf(words: string[], matches: WordMatch[]): number {
  const held = new Set(words);
  const best = new Map<string, { v: number; sim: number }>();
  for (const m of matches) {
    if (!held.has(m.word)) continue;
    const slot = `${m.v}:${m.ord}`;
    if ((best.get(slot)?.sim ?? -1) < m.sim) best.set(slot, { v: m.v, sim: m.sim });
  }
  const perKey = new Map<number, number>();
  for (const { v, sim } of best.values()) perKey.set(v, (perKey.get(v) ?? 0) + sim);
  return Math.max(0, ...perKey.values());
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The ids of the best `limit` candidates: highest score, then newest, then by id. */
export function rank(candidates: Candidate[], matches: WordMatch[], limit: number): string[] {
  const unique = new Map(candidates.map((c) => [c.id, c]));
  return [...unique.values()]
    .map((c) => ({ ...c, score: scoreOf(c.words, matches) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || b.at - a.at || byId(a.id, b.id))
    .slice(0, limit)
    .map((c) => c.id);
}

/** Keys of several words: for each, its matched words and their places, to find products matching all of them. */
export function multiWordKeys(queryWords: QueryWord[], matches: WordMatch[]) {
  const sizes = new Map<number, number>();
  for (const q of queryWords) sizes.set(q.v, (sizes.get(q.v) ?? 0) + 1);
  return [...sizes]
    .filter(([, size]) => size > 1)
    .map(([v, size]) => ({ size, matches: matches.filter((m) => m.v === v) }));
}
