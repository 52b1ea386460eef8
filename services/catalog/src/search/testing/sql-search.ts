import type { Queryable } from '@shop/shared';
import { multiWordKeys, type Candidate, type WordMatch } from '../score';
import { rankByWords } from './string-rank';
import { queryWordsOf, SEARCH_LIMIT } from '../service';

/**
 * The search as it was before the words moved into memory: every step in SQL over search_words and
 * search_postings. Kept for the test that the in-memory search answers the same.
 */
const maxEdits = (word: string) => (word.length >= 5 ? 2 : word.length >= 3 ? 1 : 0);

const MATCH_SQL = `
SELECT q.v, q.ord, w.word,
  CASE WHEN w.word = q.qw THEN 1.0
       WHEN w.word LIKE q.qw || '%' THEN 0.75 + 0.25 * length(q.qw)::float8 / length(w.word)
       ELSE 0.7 * GREATEST(similarity(q.qw, w.word),
                           1 - levenshtein(q.qw, w.word)::float8 / GREATEST(length(q.qw), length(w.word)))
  END::float8 AS sim
FROM unnest($1::int[], $2::int[], $3::text[], $4::int[]) AS q(v, ord, qw, maxd) JOIN search_words w
  ON w.word LIKE q.qw || '%'
  OR (q.maxd > 0 AND (w.word % q.qw OR levenshtein_less_equal(q.qw, w.word, q.maxd) <= q.maxd))`;

const CANDIDATE_COLUMNS = `c.product_id AS id, (extract(epoch FROM c.created_at) * 1000000)::float8 AS at, pw.words`;

export async function sqlRankedIds(db: Queryable, keys: string[]): Promise<string[]> {
  const words = queryWordsOf(keys);
  if (!words.length) return [];
  const { rows: matches } = await db.query<WordMatch>(MATCH_SQL, [
    words.map((w) => w.v),
    words.map((w) => w.ord),
    words.map((w) => w.word),
    words.map((w) => maxEdits(w.word)),
  ]);
  if (!matches.length) return [];
  const { rows: candidates } = await db.query<Candidate>(
    `SELECT ${CANDIDATE_COLUMNS} FROM unnest($1::text[]) AS mw(word) CROSS JOIN LATERAL (
       SELECT sp.product_id, sp.created_at FROM search_postings sp WHERE sp.word = mw.word
       ORDER BY sp.created_at DESC, sp.product_id LIMIT 40) c
     JOIN product_words pw ON pw.product_id = c.product_id`,
    [[...new Set(matches.map((m) => m.word))]],
  );
  for (const key of multiWordKeys(words, matches)) {
    const { rows } = await db.query<Candidate>(
      `SELECT ${CANDIDATE_COLUMNS} FROM (
         SELECT sp.product_id, sp.created_at FROM unnest($1::text[], $2::int[]) AS m(word, ord)
         JOIN search_postings sp ON sp.word = m.word GROUP BY 1, 2 HAVING count(DISTINCT m.ord) = $3
         ORDER BY sp.created_at DESC, sp.product_id LIMIT $4) c
       JOIN product_words pw ON pw.product_id = c.product_id`,
      [key.matches.map((m) => m.word), key.matches.map((m) => m.ord), key.size, SEARCH_LIMIT],
    );
    candidates.push(...rows);
  }
  return rankByWords(candidates, matches, SEARCH_LIMIT);
}
