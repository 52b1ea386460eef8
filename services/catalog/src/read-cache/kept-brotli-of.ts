// Imported by the price list worker, whose heap holds only what it imports: not @shop/shared's index.
import { etagOfCompressed, lengthInEtag } from '@shop/shared/src/answer-cache/cache';
import { brotliDecodedLater, brotliLater, compressed } from '@shop/shared/src/answer-cache/content-encoding';

/** A kept answer: the ETag of its brotli (with the JSON's length) and the brotli. */
export interface KeptBrotliBytes {
  etag: string;
  br: Buffer;
}

const keptAs = (json: Buffer, br: Buffer): KeptBrotliBytes => ({ etag: etagOfCompressed(json.length, br), br });

/**
 * The JSON as a kept answer, at brotli's fastest (a brand's price list of 1 MB in 2.2 ms for 87 KB, against 5.4
 * ms for 87 KB at quality 2 and 8.5 for 73 at 4), with the ETag of its brotli. Made in the price list worker's own
 * thread, where compressing in place costs 1.5-2 ms a list less than on libuv's thread pool (300 lists four at a
 * time at 100,000 products). Lists are made again after changes and read by the owner's export alone.
 */
export const keptBrotliOf = (json: Buffer): KeptBrotliBytes => keptAs(json, compressed(json, 'br', 'fast'));

/**
 * The same answer at brotli's `smallest` (content-encoding.ts), for one sent again and again: on libuv's thread
 * pool, so that the thread that asks goes on with its own work meanwhile (a list of 1 MB took 20 ms at quality 5
 * on a slower machine, and the price list worker's makes waited behind it). Decoded first into one buffer of the
 * JSON's length (brotliDecodedLater): a 622 KB list took 6.9 ms of CPU instead of 8.1 (medians of 18 rounds of 20
 * each way, alternated, Node 24).
 */
export async function smallestBrotliOf(kept: KeptBrotliBytes): Promise<KeptBrotliBytes> {
  const json = await brotliDecodedLater(kept.br, lengthInEtag(kept.etag));
  return keptAs(json, await brotliLater(json, 'smallest'));
}
