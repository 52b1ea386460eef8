import { withTransaction, type Logger, type Pool, type Queryable } from '@shop/shared';

/**
 * Where a sample of brands' price list entries lie: the table's pages they are on, and the fewest they would fit
 * on were each brand's entries side by side (one page more a brand, the one it shares with the brand before).
 */
export interface EntriesLayout {
  pages: number;
  fewest: number;
}

/** Brands whose entries are looked at: about 2,500 entries at 100,000 products, 14-31 ms. */
const SAMPLE_BRANDS = 8;

/**
 * A heap tuple's header and line pointer and the created_at beside the columns measured, against a page's room
 * after its own header.
 */
const ENTRY_OVERHEAD = 36;
const PAGE_ROOM = 8160;

export async function entriesLayout(db: Queryable): Promise<EntriesLayout> {
  const { rows } = await db.query<EntriesLayout>(
    `WITH sample AS (SELECT brand_id FROM price_lists ORDER BY random() LIMIT $1),
     per_brand AS (
       SELECT count(DISTINCT (e.ctid::text::point)[0]) AS pages,
              ceil(sum(pg_column_size(e.product_json) + pg_column_size(e.product_id) + pg_column_size(e.brand_id)
                       + ${ENTRY_OVERHEAD}) / ${PAGE_ROOM}.0) + 1 AS fewest
       FROM sample JOIN price_list_entries e USING (brand_id) GROUP BY sample.brand_id)
     SELECT coalesce(sum(pages), 0)::int AS pages, coalesce(sum(fewest), 0)::int AS fewest FROM per_brand`,
    [SAMPLE_BRANDS],
  );
  return rows[0];
}

/**
 * Entries on half as many pages again as they need: about one in ten written since they were put together (a new
 * product, or a saved one whose page had no room left for its new version).
 */
const SCATTERED = 1.5;

/**
 * Below 8 MB of entries (about 5,000 products) a brand's list reads few pages however they lie, and the whole
 * table stays in PostgreSQL's shared buffers.
 */
const MIN_BYTES = 8 * 1024 * 1024;

/**
 * Waits this long at most for the lock on the entries: the list makes and the product saves asking after it
 * queue behind it, so the background gives up and tries again later rather than hold them up behind a long
 * transaction.
 */
const LOCK_WAIT = '1s';

export interface TogetherOptions {
  /** The entries' size below which they are left as they lie (MIN_BYTES). */
  minBytes?: number;
  /** PostgreSQL's lock_timeout for the lock on the entries (LOCK_WAIT). */
  lockWait?: string;
}

const LOCK_NOT_AVAILABLE = '55P03';

/**
 * A brand's price list reads all its entries (price-list-entries.ts). Written product after product in whatever
 * brand's order (the demo data's 500 a statement, an owner's saves), they lie one per page: 314 pages for a
 * brand's 315 entries at 100,000 products, each read on its own once the host has dropped them from its memory
 * (as a kernel that pages out file pages left unread for a minute does). Side by side in their index's order they
 * are 63 pages, read in order. 30 lists read cold ten at a time: p50 62 ms and at most 91 as written, 17 and 30
 * side by side (the README's price lists).
 *
 * So the entries are written again in their index's order (CLUSTER) once a sample of them is SCATTERED and the
 * table holds MIN_BYTES: 1.1-1.6 s at 100,000 products, during which list makes and product saves wait. One
 * replica at a time; one that finds the lock taken leaves it. Returns the layout it found, when it put them together.
 */
export async function keepEntriesTogether(
  pool: Pool,
  { minBytes = MIN_BYTES, lockWait = LOCK_WAIT }: TogetherOptions = {},
): Promise<EntriesLayout | undefined> {
  const { rows } = await pool.query<{ bytes: string }>(`SELECT pg_relation_size('price_list_entries') AS bytes`);
  if (Number(rows[0].bytes) < minBytes) return undefined;
  const layout = await entriesLayout(pool);
  if (layout.pages <= layout.fewest * SCATTERED) return undefined;
  const together = await withTransaction(pool, async (db) => {
    const lock = await db.query<{ mine: boolean }>(
      `SELECT pg_try_advisory_xact_lock(hashtext('catalog:price list entries together')) AS mine`,
    );
    if (!lock.rows[0].mine) return false;
    await db.query(`SELECT set_config('lock_timeout', $1, true)`, [lockWait]);
    await db.query('CLUSTER price_list_entries USING price_list_entries_brand');
    return true;
  }).catch((err: { code?: string }) => {
    if (err.code === LOCK_NOT_AVAILABLE) return false;
    throw err;
  });
  return together ? layout : undefined;
}

/** Looks at the entries' layout at most this often: it moves only with product writes. */
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Keeps the entries together (keepEntriesTogether) at most once every CHECK_EVERY_MS, the first time at once: after
 * the background's price lists are made, so that it does not hold them up.
 */
export function entriesTogetherChecks(pool: Pool, logger: Logger): () => Promise<void> {
  let next = 0;
  return async () => {
    if (Date.now() < next) return;
    next = Date.now() + CHECK_EVERY_MS;
    const started = performance.now();
    try {
      const layout = await keepEntriesTogether(pool);
      const ms = Math.round(performance.now() - started);
      if (layout) logger.info({ ...layout, ms }, 'price list entries put together by brand');
    } catch (err) {
      logger.warn({ err }, 'price list entries not put together');
    }
  };
}
