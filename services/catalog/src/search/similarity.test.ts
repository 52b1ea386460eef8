import type pg from 'pg';
import { createPool } from '@shop/shared';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { levenshtein, trigrams, trigramSimilarity, TRIGRAM_THRESHOLD } from './similarity';

/** Pairs of search-key words: typos, prefixes, unrelated words, digits, one and two letters. */
const WORDS = [
  'noski',
  'nsoki',
  'nosk',
  'kolgotki',
  'kalgotki',
  'kolgotkt',
  'teplie',
  'termobele',
  'a',
  'ab',
  'den',
  '40',
  'velur',
  'velour',
  'biustgalter',
  'xbcye',
  'abcde',
  'shkarpetki',
  'skarpetki',
  'mudshgk',
];

describe('word similarity as PostgreSQL computes it', () => {
  let pool: pg.Pool;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 'public', 1);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('gives the same similarity, % verdict and Levenshtein distance as pg_trgm and fuzzystrmatch', async () => {
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await pool.query('CREATE EXTENSION IF NOT EXISTS fuzzystrmatch');
    const pairs = WORDS.flatMap((a) => WORDS.map((b) => [a, b]));
    const { rows } = await pool.query<{ sim: number; close: boolean; lev: number }>(
      `SELECT similarity(a, b)::float8 AS sim, a % b AS close, levenshtein(a, b) AS lev
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(a, b, n) ORDER BY n`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    const ours = pairs.map(([a, b]) => {
      const sim = trigramSimilarity(trigrams(a), trigrams(b));
      return { sim, close: sim >= TRIGRAM_THRESHOLD, lev: levenshtein(a, b) };
    });
    expect(ours).toEqual(rows);
  });

  it('makes pg_trgm trigrams: two spaces before the word, one after', () => {
    expect([...trigrams('den')]).toEqual(['  d', ' de', 'den', 'en ']);
    expect(levenshtein('nsoki', 'noski')).toBe(2);
    expect(levenshtein('', 'abc')).toBe(3);
  });
});
