import type { Request, Response } from 'express';
import { brotliDecompressSync } from 'node:zlib';
import { brotliLater, chosenEncoding, encodedEtag, etagOf, JSON_TYPE } from '@shop/shared';

/**
 * An answer kept finished across reads: the ETag of its JSON, and the JSON as brotli (a brand's price list, the
 * catalog tree) or, where no reader keeps it, the JSON itself.
 */
export type KeptBrotli = { etag: string } & ({ br: Buffer; json?: undefined } | { br?: undefined; json: Buffer });

/**
 * The JSON as a kept answer, compressed on libuv's thread pool at brotli's fastest: a brand's price list of 1 MB
 * takes 2.7 ms for 87 KB, against 8.5 ms for 73 KB at quality 4 (20 lists at 100,000 products). Lists are made
 * again after changes, in the background beside the shoppers' reads or while an owner waits for an export, and are
 * read by the owner's export alone.
 */
export async function keptBrotliOf(json: Buffer): Promise<{ etag: string; br: Buffer }> {
  return { etag: etagOf(json), br: await brotliLater(json, 'fast') };
}

/**
 * Sends a kept answer in brotli, as it is kept, to a client that takes brotli (the gateway always does, and
 * keeps those bytes), else its JSON; each with the ETag of its representation, 304 when If-None-Match names it.
 */
export function sendKeptBrotli(req: Request, res: Response, kept: KeptBrotli): void {
  const br = kept.br !== undefined && chosenEncoding(req.headers['accept-encoding']) === 'br';
  res.setHeader('content-type', JSON_TYPE);
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('etag', br ? encodedEtag(kept.etag, 'br') : kept.etag);
  if (req.fresh) return void res.status(304).end();
  const body = br ? kept.br! : (kept.json ?? brotliDecompressSync(kept.br!));
  if (br) res.setHeader('content-encoding', 'br');
  res.setHeader('content-length', body.length);
  res.end(body);
}
