import { workerData } from 'node:worker_threads';
// Not @shop/shared's index: its schemas were 13 of the worker's 20 MB of heap, marked by every full collection.
import { openConnections, poolTo, type PoolTarget } from '@shop/shared/src/db';
import { answerJobs } from '@shop/shared/src/worker-jobs';
import { IdleTurns } from '../common/idle-turns';
import { keptBrotliOf, smallestBrotliOf } from '../read-cache/kept-brotli-of';
import { productsOfBrand } from './price-list-entries';
import {
  WORKER_CONNECTIONS,
  WORKER_CONNECTIONS_NAME,
  type MakeRequest,
  type PriceList,
  type PriceListJob,
} from './price-list-jobs';
import { keepMadeList } from './price-list-write';
import { PriceListWrites } from './price-list-writes';

const target = workerData as PoolTarget;

/**
 * A brand's entries are read in their index's order (newest first), not found by a bitmap scan and sorted: their
 * pages are in memory, which PostgreSQL's default random_page_cost of 4 (for spinning disks) does not expect. A
 * COPY of 233 entries at 10,000 products took 1.0-1.1 ms instead of 1.5-1.7 (psql, twelve COPYs each way).
 */
const IN_MEMORY = '-c random_page_cost=1.1';

/**
 * The worker writes only lists made from the entries: a commit does not wait for its WAL to reach the disk. A
 * crash may lose the last ones written; their brands stay stale and are made again.
 */
const NOT_FLUSHED = '-c synchronous_commit=off';

/** The price list worker's thread (price-list-maker.ts): each list asked for, made from its brand's entries. */
const pool = poolTo({ ...target, options: `${target.options} ${IN_MEMORY} ${NOT_FLUSHED}` }, WORKER_CONNECTIONS, {
  name: WORKER_CONNECTIONS_NAME,
  kept: WORKER_CONNECTIONS,
});

/**
 * After a change to many brands their lists are asked a few at a time at once: each connection is opened with the
 * worker and kept (a new one took 19-32 ms, db.ts), and its backend has read the tables of a list. One that fails
 * to open is opened by the first list that needs it.
 */
const WARM = `SELECT 1 FROM price_list_entries WHERE brand_id = '' UNION ALL SELECT 1 FROM price_lists WHERE brand_id = ''`;
void openConnections(pool, WORKER_CONNECTIONS, WARM).catch(() => undefined);

/** Lists made, kept in price_lists while none is being made. */
const writeTurns = new IdleTurns();
const writes = new PriceListWrites(writeTurns, (brandId, version, list) => keepMadeList(pool, brandId, version, list));

/**
 * The list is handed over before it is kept: a reader waited for the write too, 16 ms at the median and 50 at the
 * 99th percentile when every brand's list was made anew (300 lists ten at a time at 100,000 products), mostly for
 * one of the connections the other lists' COPYs held. Kept once no list is being made (PriceListWrites). A write
 * that fails leaves the list to be made again by its next reader or, once the claim on it runs out, by the
 * background.
 */
async function made({ brandId, version }: MakeRequest): Promise<PriceList> {
  const list = await productsOfBrand(pool, brandId, keptBrotliOf);
  if (version !== undefined) writes.keepLater({ brandId, version }, list);
  return list;
}

/**
 * A list is compressed at its smallest (8.6 ms for 1 MB of JSON, 20 on a slower machine) only while no list is
 * being made, and for at most a tenth of the time: after a change to every brand, readers wait for the makes,
 * not for lists that are already sent, and 300 lists compressed again leave the other core to shoppers' reads.
 * They run beside the reads of lists already made (300 lists made anew ten at a time at 100,000 products, the
 * bench's passes: a quarter cost p99 86-93 ms and 3.6-4.0 ms of the catalog's CPU a list, a tenth 76 and 3.3,
 * none 68-74 and 3.0-3.2); at a tenth all 300 are at their smallest about 12 s after such a change.
 */
const SMALLER_SHARE = 0.1;
const shrinks = new IdleTurns(SMALLER_SHARE);

answerJobs(async (job: PriceListJob) => {
  if ('make' in job) return shrinks.urgent(() => writeTurns.urgent(() => made(job.make)));
  if ('smaller' in job) return shrinks.whenIdle(() => smallestBrotliOf(job.smaller));
  await writes.written(job.written);
  return undefined;
});
