import type pg from 'pg';
import { prepared } from '../common/prepared';
import type { Candidate } from './score';
import { WordIndex } from './word-index';

const versionQuery = prepared<{ n: string }>('search-version', `SELECT n FROM versions WHERE name = 'search'`);

export interface Loaded {
  version: number;
  index: WordIndex;
}

/** product_words and the version they are at, read in one snapshot. */
async function load(pool: pg.Pool): Promise<Loaded> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await versionQuery(client, []);
    const products = await client.query<Candidate>(
      'SELECT product_id AS id, (extract(epoch FROM created_at) * 1000000)::float8 AS at, words FROM product_words',
    );
    await client.query('COMMIT');
    return { version: Number(rows[0].n), index: new WordIndex(products.rows) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The search words, read again when a write to product_words moved the search version (migrations 008, 012) past the copy's (once,
 * however many searches wait for it). A search ranks with the copy it has and reads the version with the cards
 * (search/service.ts): so it never answers from words older than its own start, on every replica, without
 * events and without an extra trip to the database.
 */
export class LiveWordIndex {
  private loaded?: Loaded;
  private loading?: Promise<Loaded>;

  constructor(private readonly pool: pg.Pool) {}

  /** What is read, for /healthz: the words' version and how many products and words they hold. */
  get stats(): { version: number | null; products: number; words: number } {
    const { version = null, index } = this.loaded ?? {};
    return { version, products: index?.size ?? 0, words: index?.words ?? 0 };
  }

  /**
   * The words at the database's search version, read again if they are older (the background's, after every
   * catalog change and at the start: word-loading.ts).
   */
  async current(): Promise<Loaded> {
    const { rows } = await versionQuery(this.pool, []);
    return this.atLeast(Number(rows[0].n));
  }

  /** The words at `version` or later (whatever is loaded when no version is given). */
  async atLeast(version = 0): Promise<Loaded> {
    while (!this.loaded || this.loaded.version < version) {
      const got = await this.reload();
      if (!this.loaded || got.version > this.loaded.version) this.loaded = got;
    }
    return this.loaded;
  }

  private reload(): Promise<Loaded> {
    if (!this.loading) {
      this.loading = load(this.pool);
      const done = () => (this.loading = undefined);
      this.loading.then(done, done);
    }
    return this.loading;
  }
}
