import type { Request, Response } from 'express';
import { brotliDecompressSync } from 'node:zlib';
import { brotliLater, chosenEncoding, encodedEtag, etagOf, JSON_TYPE } from '@shop/shared';

/**
 * An answer kept finished across reads: the ETag of its JSON, the JSON as brotli (a brand's price list, the
 * catalog tree, once made) and the JSON itself where it is kept too; one of the two at least.
 */
export type KeptBrotli = { etag: string } & ({ br: Buffer; json?: Buffer } | { br?: Buffer; json: Buffer });

/** The JSON as a kept answer, compressed on libuv's thread pool. */
export async function keptBrotliOf(json: Buffer): Promise<{ etag: string; br: Buffer }> {
  return { etag: etagOf(json), br: await brotliLater(json) };
}

/**
 * The JSON as a kept answer at once, and in brotli too once libuv's thread pool has made it: the first reader
 * does not wait for brotli (3 MB of catalog tree take 25 ms), the gateway compresses its copy as it does for any
 * answer, and the readers after it get the brotli.
 */
export function keptBrotliSoon(json: Buffer): KeptBrotli {
  const kept: KeptBrotli = { etag: etagOf(json), json };
  // Should it fail, the JSON is what is sent.
  brotliLater(json).then(
    (br) => void (kept.br = br),
    () => undefined,
  );
  return kept;
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
