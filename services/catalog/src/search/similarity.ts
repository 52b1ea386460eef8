/**
 * The word similarities search ranks by, computed in the catalog service exactly as PostgreSQL computes them
 * (pg_trgm's similarity() and `%`, fuzzystrmatch's levenshtein()), so matching the vocabulary in memory gives
 * the scores the SQL gave. Words are search-key words: [a-z0-9] only (see keys.ts).
 */

/** pg_trgm's default similarity_threshold: `a % b` is similarity(a, b) >= this. */
export const TRIGRAM_THRESHOLD = 0.3;

/** The distinct trigrams of one word as pg_trgm makes them: two spaces before, one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** pg_trgm similarity(): shared trigrams over all trigrams, as a float4 (real), like PostgreSQL returns it. */
export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const all = a.size + b.size - shared;
  return all ? Math.fround(shared / all) : 0;
}

/** fuzzystrmatch levenshtein(): insertions, deletions and substitutions, each costing 1. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}
