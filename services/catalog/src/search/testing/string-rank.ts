import { keepAmongBest, PLACES, type Candidate, type WordMatch } from '../score';

/**
 * The ranking as it was over words as strings (search/ranker.ts ranks over their numbers): kept as the SQL
 * search's (sql-search.ts), for the test that the in-memory search answers the same.
 */

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

/**
 * Per key, the sum over its query words (in their order) of the product's best matching word; the product's
 * score is its best key's.
 */
function scoreOf(words: string[], matches: Map<string, WordMatch[]>): number {
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

/** The ids of the best `limit` candidates: highest score, then newest, then by id. */
export function rankByWords(candidates: Candidate[], matches: WordMatch[], limit: number): string[] {
  const matching = byWord(matches);
  const seen = new Set<string>();
  const best: { c: Candidate; score: number }[] = [];
  for (const c of candidates) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    keepAmongBest(best, { c, score: scoreOf(c.words, matching) }, limit);
  }
  return best.map(({ c }) => c.id);
}
