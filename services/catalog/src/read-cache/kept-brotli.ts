import type { Request, Response } from 'express';
import { brotliDecoded, chosenEncoding, encodedEtag, JSON_TYPE, lengthInEtag } from '@shop/shared';

/**
 * An answer kept finished across reads: the ETag of its JSON, and the JSON as brotli (a brand's price list, the
 * catalog tree) or, where no reader keeps it, the JSON itself.
 */
export type KeptBrotli = { etag: string } & ({ br: Buffer; json?: undefined } | { br?: undefined; json: Buffer });

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
  const body = br ? kept.br! : (kept.json ?? brotliDecoded(kept.br!, lengthInEtag(kept.etag)));
  if (br) res.setHeader('content-encoding', 'br');
  res.setHeader('content-length', body.length);
  res.end(body);
}
