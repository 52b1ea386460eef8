import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { targetOf, type Pool } from '@shop/shared';
import type { keptBrotliOf } from '../read-cache/kept-brotli';

/** A brand's price list as the catalog sends it: the ETag of its JSON and the JSON as brotli. */
export type PriceList = ReturnType<typeof keptBrotliOf>;

/** A list to make; with the brand's version it was asked at, to keep it at that version (keepMadeList). */
export interface MakeRequest {
  id: number;
  brandId: string;
  version?: string;
}

/** A list made, and whether it was kept. */
export interface MadeList {
  list: PriceList;
  kept: boolean;
}

export type MadeReply = ({ id: number } & MadeList) | { id: number; error: string };

/** How the worker's connections show in pg_stat_activity. */
export const WORKER_CONNECTIONS_NAME = 'catalog price lists';

/** The worker's file beside this one: TypeScript run by tsx (npm start, the tests) or the build's JavaScript. */
const EXTENSION = path.extname(__filename);
const WORKER_FILE = path.join(__dirname, `price-list-worker${EXTENSION}`);
const EXEC_ARGV = EXTENSION === '.ts' ? ['--import', 'tsx'] : [];
/**
 * The worker's heap holds a few lists' bookkeeping (their bytes are Buffers, outside it): capped so that the
 * catalog's memory stays bounded (README, Memory); a worker over it stops and the next list starts another.
 */
const WORKER_HEAP_MB = 64;

/**
 * Makes brands' price lists from their entries in a worker thread with its own connections to the pool's database.
 * A list is a megabyte read, joined, hashed and compressed: on the catalog's own thread, beside the search index's
 * heap (110 MB), those buffers set off a full garbage collection every 19 lists or so (V8 counts them as external
 * memory), and a list cost 10.3-11.4 ms of the process's CPU; in this worker 6.4-7.7, and the catalog's thread
 * answers shoppers meanwhile (a probe making 300 lists ten at a time at 100,000 products; the README's price
 * lists). Started with the first list; a worker that fails fails the lists it was making, and the next list starts
 * another.
 */
export class PriceListMaker {
  private worker?: Worker;
  private readonly waiting = new Map<number, { resolve(made: MadeList): void; reject(error: Error): void }>();
  private last = 0;
  private stopped = false;

  constructor(private readonly pool: Pool) {}

  /** The brand's list, and kept at `version` if given and the brand is still at it. */
  make(brandId: string, version?: string): Promise<MadeList> {
    if (this.stopped) return Promise.reject(new Error('the price list maker is stopped'));
    const worker = this.started();
    const id = ++this.last;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, brandId, version } satisfies MakeRequest);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE, {
      workerData: targetOf(this.pool),
      execArgv: EXEC_ARGV,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.on('message', (reply: MadeReply) => this.settle(reply));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`the price list worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: MadeReply): void {
    const waiting = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    // An idle worker does not keep the process alive.
    if (!this.waiting.size) this.worker?.unref();
    if ('error' in reply) return waiting?.reject(new Error(reply.error));
    // A Buffer crosses threads as a Uint8Array (over the memory handed over, or a copy).
    const { br, etag } = reply.list;
    waiting?.resolve({ list: { etag, br: Buffer.from(br.buffer, br.byteOffset, br.byteLength) }, kept: reply.kept });
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = undefined;
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}

const makers = new WeakMap<Pool, PriceListMaker>();

/** The maker of the lists read through `pool`: one worker per service instance (its pool), stopped with it. */
export function priceListMakerOf(pool: Pool): PriceListMaker {
  let maker = makers.get(pool);
  if (!maker) makers.set(pool, (maker = new PriceListMaker(pool)));
  return maker;
}
