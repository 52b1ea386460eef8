import type { ProductCard, Queryable } from '@shop/shared';
import { CARD_COLUMNS, toProductCard, type CardRow } from '../products/card';
import { prepared } from '../common/prepared';
import type { Candidate, QueryWord, WordMatch } from './score';

/** Edits a query word may be away from a stored word: none for 1-2 letters, 1 for 3-4, 2 from 5 (a swap of two letters). */
const maxEdits = (word: string) => (word.length >= 5 ? 2 : word.length >= 3 ? 1 : 0);

/** Vocabulary words a query word starts (typing in progress), is trigram-similar to, or is within a few edits of. */
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

const matchQuery = prepared<WordMatch>('search-match', MATCH_SQL);

export async function matchWords(db: Queryable, words: QueryWord[]): Promise<WordMatch[]> {
  const { rows } = await matchQuery(db, [
    words.map((w) => w.v),
    words.map((w) => w.ord),
    words.map((w) => w.word),
    words.map((w) => maxEdits(w.word)),
  ]);
  return rows;
}

const CANDIDATE_COLUMNS = `c.product_id AS id, (extract(epoch FROM c.created_at) * 1000000)::float8 AS at, pw.words`;

const newestHoldingQuery = prepared<Candidate>(
  'search-newest',
  `SELECT ${CANDIDATE_COLUMNS} FROM unnest($1::text[]) AS mw(word) CROSS JOIN LATERAL (
       SELECT sp.product_id, sp.created_at FROM search_postings sp WHERE sp.word = mw.word
       ORDER BY sp.created_at DESC, sp.product_id LIMIT $2) c
     JOIN product_words pw ON pw.product_id = c.product_id`,
);

/** The newest `perWord` products holding each word (search_postings is ordered so), with their words. */
export async function newestHolding(db: Queryable, words: string[], perWord: number): Promise<Candidate[]> {
  return (await newestHoldingQuery(db, [words, perWord])).rows;
}

/** The newest `limit` products holding, for each of `size` query words, one of the words matching it. */
export async function newestMatchingAll(db: Queryable, matches: WordMatch[], size: number, limit: number) {
  const { rows } = await db.query<Candidate>(
    `SELECT ${CANDIDATE_COLUMNS} FROM (
       SELECT sp.product_id, sp.created_at FROM unnest($1::text[], $2::int[]) AS m(word, ord)
       JOIN search_postings sp ON sp.word = m.word GROUP BY 1, 2 HAVING count(DISTINCT m.ord) = $3
       ORDER BY sp.created_at DESC, sp.product_id LIMIT $4) c
     JOIN product_words pw ON pw.product_id = c.product_id`,
    [matches.map((m) => m.word), matches.map((m) => m.ord), size, limit],
  );
  return rows;
}

const cardsQuery = prepared<CardRow>(
  'product-cards-by-ids',
  `SELECT ${CARD_COLUMNS} FROM products p WHERE p.id = ANY($1)`,
);

/** The cards of these product ids, in this order. */
export async function cardsInOrder(db: Queryable, ids: string[]): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const { rows } = await cardsQuery(db, [ids]);
  const byId = new Map(rows.map((r) => [r.id, toProductCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
