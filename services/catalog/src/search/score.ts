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

/** The matches of each vocabulary word. */
const byWord = (matches: WordMatch[]) => {
  const out = new Map<string, WordMatch[]>();
  for (const m of matches) {
    const list = out.get(m.word);
    if (list) list.push(m);
    else out.set(m.word, [m]);
  }
  return out;
};

/** Query words per key kept (service.ts takes at most 6); a key is 0 (as typed) or 1 (other layout). */
const PLACES = 8;

/**
 * Per key, the sum over its query words (in their order) of the product's best matching word; the product's
 * score is its best key's.
 */
export function scoreOf(words: string[], matches: Map<string, WordMatch[]>): number {
  const best: number[] = [];
  for (const word of words)
    for (const m of matches.get(word) ?? []) {
      const slot = m.v * PLACES + m.ord;
      if ((best[slot] ?? -1) < m.sim) best[slot] = m.sim;
    }
  let score = 0;
  for (let v = 0; v * PLACES < best.length; v++) {
    let sum = 0;
    for (let ord = 0; ord < PLACES; ord++) sum += best[v * PLACES + ord] ?? 0;
    score = Math.max(score, sum);
  }
  return score;
}

interface Scored {
  c: Candidate;
  score: number;
}

/** Whether `a` ranks before `b`: higher score, then newer, then by id. */
const before = (a: Scored, b: Scored) =>
  a.score !== b.score ? a.score > b.score : a.c.at !== b.c.at ? a.c.at > b.c.at : a.c.id < b.c.id;

/**
 * The ids of the best `limit` candidates: highest score, then newest, then by id. Only the best `limit` are
 * kept in order while scoring (candidates run to a thousand, the answer is 20: sorting them all cost more than
 * scoring them).
 */
export function rank(candidates: Candidate[], matches: WordMatch[], limit: number): string[] {
  const matching = byWord(matches);
  const seen = new Set<string>();
  const best: Scored[] = [];
  for (const c of candidates) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    const scored = { c, score: scoreOf(c.words, matching) };
    if (scored.score <= 0 || (best.length === limit && !before(scored, best[limit - 1]))) continue;
    let at = best.length;
    while (at > 0 && before(scored, best[at - 1])) at--;
    best.splice(at, 0, scored);
    if (best.length > limit) best.pop();
  }
  return best.map(({ c }) => c.id);
}

/** Keys of several words: for each, its matched words and their places, to find products matching all of them. */
export function multiWordKeys(queryWords: QueryWord[], matches: WordMatch[]) {
  const sizes = new Map<number, number>();
  for (const q of queryWords) sizes.set(q.v, (sizes.get(q.v) ?? 0) + 1);
  return [...sizes]
    .filter(([, size]) => size > 1)
    .map(([v, size]) => ({ size, matches: matches.filter((m) => m.v === v) }));
}
