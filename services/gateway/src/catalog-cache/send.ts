import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { chosenEncoding, encodedEtag, type CachedAnswer, type ContentEncoding } from '@shop/shared';
import { copyHeaders, type UpstreamAnswer } from './upstream';

export type HeaderPairs = [string, string][];

const JSON_TYPE = 'application/json; charset=utf-8';

/** Header names and values as one flat list: writeHead takes it without validating each header again. */
const flat = (pairs: HeaderPairs): string[] => pairs.flat();

/** Worth compressing: below this the framing eats most of the gain. */
export const COMPRESS_FROM_BYTES = 1024;

/** Makes (once) and gives the answer's compressed body, charging it to the cache that keeps the answer. */
export type Compress = (answer: CachedAnswer, encoding: ContentEncoding) => Buffer;

/**
 * The body a client gets (compressed once per kept answer in the encoding the client takes best: brotli, else
 * gzip), with its own ETag.
 */
function representation(req: IncomingMessage, answer: CachedAnswer, compress: Compress) {
  const chosen = chosenEncoding(req.headers['accept-encoding']);
  // A copy the catalog sent compressed goes out without its JSON being read (and decoded) at all.
  const held = chosen && answer.compressed?.[chosen];
  if (!held && answer.body.length < COMPRESS_FROM_BYTES) return { body: answer.body, etag: answer.etag, encoding: [] };
  const vary = ['vary', 'accept-encoding'];
  if (!chosen) return { body: answer.body, etag: answer.etag, encoding: vary };
  const etag = encodedEtag(answer.etag, chosen);
  return { body: compress(answer, chosen), etag, encoding: [...vary, 'content-encoding', chosen] };
}

export function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
  headers: HeaderPairs,
  compress: Compress,
) {
  const { body, etag, encoding } = representation(req, answer, compress);
  const common = [...flat(headers), 'content-type', answer.contentType, 'etag', etag, 'cache-control', 'no-cache'];
  if (req.method !== 'POST' && fresh(req.headers, { etag }))
    return void res.writeHead(304, [...common, ...encoding]).end();
  res.writeHead(200, [...common, ...encoding, 'content-length', String(body.length)]);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function sendUpstream(res: ServerResponse, answer: UpstreamAnswer, headers: HeaderPairs) {
  const pairs: HeaderPairs = [...headers];
  copyHeaders(answer.headers, (name, value) => {
    for (const one of Array.isArray(value) ? value : [value]) pairs.push([name, one]);
  });
  res.writeHead(answer.status, [...flat(pairs), 'content-length', String(answer.body.length)]);
  res.end(answer.body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: HeaderPairs) {
  const body = Buffer.from(JSON.stringify(value));
  res.writeHead(status, [...flat(headers), 'content-type', JSON_TYPE, 'content-length', String(body.length)]);
  res.end(body);
}
