import { targetOf, workerBeside, WorkerJobs, type Pool } from '@shop/shared';
import type { PriceList, PriceListJob } from './price-list-jobs';

/**
 * The worker's heap holds a few lists' bookkeeping (their bytes are Buffers, outside it): about 10 MB live. Capped
 * only in a process started without --max-old-space-size (the tests): node lets that flag, which every way the
 * shop starts gives the catalog (shared/src/heap.ts), override a worker's limits (nodejs/node#43991), so there the
 * worker has the catalog's limit (README, Memory). A worker over its cap stops and the next list starts another.
 */
const WORKER_HEAP_MB = 64;

/**
 * A Buffer crosses threads as a Uint8Array, copied: the worker still writes the list after handing it over (and a
 * list without a version is an empty one).
 */
const asBuffer = (list: PriceList | undefined): PriceList | undefined =>
  list && { etag: list.etag, br: Buffer.from(list.br.buffer, list.br.byteOffset, list.br.byteLength) };

/**
 * Makes brands' price lists from their entries in a worker thread with its own connections to the pool's database
 * (price-list-worker.ts). A list is a megabyte read, joined, hashed and compressed: on the catalog's own thread,
 * beside the search index's heap (110 MB), those buffers set off a full garbage collection every 19 lists or so
 * (V8 counts them as external memory), and a list cost 10.3-11.4 ms of the process's CPU; in this worker 6.4-7.7,
 * and the catalog's thread answers shoppers meanwhile (a probe making 300 lists ten at a time at 100,000 products;
 * the README's price lists). Started with the first list; a worker that fails fails the lists it was making, and
 * the next list starts another.
 */
export class PriceListMaker {
  private readonly jobs: WorkerJobs<PriceListJob, PriceList | undefined>;

  constructor(pool: Pool) {
    this.jobs = new WorkerJobs(workerBeside(__filename, 'price-list-worker'), {
      name: 'price lists',
      workerData: targetOf(pool),
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      received: asBuffer,
    });
  }

  /**
   * The brand's list, handed over as soon as it is made; then kept in price_lists at `version` if given and the
   * brand is still at it (keepMadeList).
   */
  async make(brandId: string, version?: string): Promise<PriceList> {
    const list = await this.jobs.run({ make: { brandId, version } });
    if (!list) throw new Error('the price list worker answered a make without a list');
    return list;
  }

  /**
   * Once the worker's write of the list it made at `version` is done, if one is under way or waiting for the lists
   * being made: kept, or its claim freed because the brand moved on. A worker that failed meanwhile wrote nothing;
   * the claim runs out.
   */
  async written(brandId: string, version: string): Promise<void> {
    await this.jobs.run({ written: { brandId, version } }).catch(() => undefined);
  }

  /**
   * The list compressed at its smallest, once the worker makes no list. Sent as a copy of its bytes alone: a
   * Buffer's whole ArrayBuffer crosses threads, and a list read from the database may be a view of a larger one.
   */
  async smaller(list: PriceList): Promise<PriceList> {
    const smaller = await this.jobs.run({ smaller: { etag: list.etag, br: Buffer.from(list.br) } });
    if (!smaller) throw new Error('the price list worker answered a compression without a list');
    return smaller;
  }

  stop(): Promise<void> {
    return this.jobs.stop();
  }
}

const makers = new WeakMap<Pool, PriceListMaker>();

/** The maker of the lists read through `pool`: one worker per service instance (its pool), stopped with it. */
export function priceListMakerOf(pool: Pool): PriceListMaker {
  let maker = makers.get(pool);
  if (!maker) makers.set(pool, (maker = new PriceListMaker(pool)));
  return maker;
}
