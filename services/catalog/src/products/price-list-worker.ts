import { parentPort, workerData } from 'node:worker_threads';
import { poolTo, type PoolTarget } from '@shop/shared';
import { keptBrotliOf } from '../read-cache/kept-brotli';
import { WORKER_CONNECTIONS_NAME, type MadeReply, type MakeRequest } from './price-list-maker';
import { productsOfBrand } from './repo';

/** A few lists at a time: each holds a connection only while its entries come. */
const CONNECTIONS = 4;

/** The price list worker's thread (price-list-maker.ts): each list asked for, made from its brand's entries. */
const pool = poolTo(workerData as PoolTarget, CONNECTIONS, WORKER_CONNECTIONS_NAME);
const port = parentPort!;

port.on('message', ({ id, brandId }: MakeRequest) => {
  productsOfBrand(pool, brandId)
    .then((json) => keptBrotliOf(json.text as Buffer))
    .then(
      (list) => port.postMessage({ id, list } satisfies MadeReply),
      (error: Error) => port.postMessage({ id, error: error.message } satisfies MadeReply),
    );
});
