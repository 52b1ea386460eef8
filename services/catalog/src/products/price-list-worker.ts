import { workerData } from 'node:worker_threads';
import { answerJobs, poolTo, type PoolTarget } from '@shop/shared';
import { keptBrotliOf } from '../read-cache/kept-brotli';
import { keepMadeList } from './price-list';
import { WORKER_CONNECTIONS_NAME, type MadeList, type MakeRequest } from './price-list-maker';
import { productsOfBrand } from './repo';

/** A few lists at a time: each holds a connection only while its entries come. */
const CONNECTIONS = 4;

/** The price list worker's thread (price-list-maker.ts): each list asked for, made from its brand's entries. */
const pool = poolTo(workerData as PoolTarget, CONNECTIONS, WORKER_CONNECTIONS_NAME);

async function made({ brandId, version }: MakeRequest): Promise<MadeList> {
  const list = await productsOfBrand(pool, brandId, keptBrotliOf);
  return { list, kept: version !== undefined && (await keepMadeList(pool, brandId, version, list)) };
}

/** The list's brotli is handed over, not copied, where it has its memory to itself (it has, from brotli). */
const handedOver = ({ list: { br } }: MadeList) =>
  br.byteOffset === 0 && br.byteLength === br.buffer.byteLength ? [br.buffer as ArrayBuffer] : [];

answerJobs(made, handedOver);
