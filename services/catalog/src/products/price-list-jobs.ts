import type { keptBrotliOf } from '../read-cache/kept-brotli-of';

/** A brand's price list as the catalog sends it: the ETag of its JSON and the JSON as brotli. */
export type PriceList = ReturnType<typeof keptBrotliOf>;

/** A list to make; with the brand's version it was asked at, to keep it at that version (keepMadeList). */
export interface MakeRequest {
  brandId: string;
  version?: string;
}

/**
 * The worker's jobs: a list to make, the write of one made at a version to wait for, or a list to compress again
 * at its smallest (done when no list is being made).
 */
export type PriceListJob = { make: MakeRequest } | { written: Required<MakeRequest> } | { smaller: PriceList };

/** The worker's connections: a few lists at a time, each holding one only while its entries come. */
export const WORKER_CONNECTIONS = 4;

/** How the worker's connections show in pg_stat_activity. */
export const WORKER_CONNECTIONS_NAME = 'catalog price lists';
