import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedAnswer } from '@shop/shared';
import { copyHeaders, type UpstreamAnswer } from './upstream';

export type HeaderPairs = [string, string][];

const JSON_TYPE = 'application/json; charset=utf-8';

/** An If-None-Match that names the answer's ETag (a request's no-cache asks for the full answer). */
function isFresh(req: IncomingMessage, etag: string): boolean {
  const asked = req.headers['if-none-match'];
  if (!asked || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  return asked.trim() === '*' || asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Header names and values as one flat list: writeHead takes it without validating each header again. */
const flat = (pairs: HeaderPairs): string[] => pairs.flat();

export function sendCached(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, headers: HeaderPairs) {
  const common = [
    ...flat(headers),
    'content-type',
    answer.contentType,
    'etag',
    answer.etag,
    'cache-control',
    'no-cache',
  ];
  if (req.method !== 'POST' && isFresh(req, answer.etag)) return void res.writeHead(304, common).end();
  res.writeHead(200, [...common, 'content-length', String(answer.body.length)]);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
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
