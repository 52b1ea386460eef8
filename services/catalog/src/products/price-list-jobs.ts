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

/**
 * The worker's connections: two lists at a time, each holding one only while its entries come, so one list's COPY
 * runs while the other's brotli is made. Lists asked for together (ten readers right after a change to every
 * brand) are made two at a time in turn instead of four side by side, where each waited for all: at 10,000 and
 * 100,000 products the pooled p99 of five passes over every brand's list made anew was 99-196 ms against 136-228
 * with four, in four runs each way, alternated (README, price lists).
 */
export const WORKER_CONNECTIONS = 2;

/** How the worker's connections show in pg_stat_activity. */
export const WORKER_CONNECTIONS_NAME = 'catalog price lists';
