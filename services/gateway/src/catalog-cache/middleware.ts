import { Agent } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { AnswerCache, type CachedAnswer, type EventBus } from '@shop/shared';
import { publicRead } from './cacheable';
import { copyHeaders, fetchUpstream, forwardedHeaders, type UpstreamAnswer } from './upstream';

export interface CatalogCacheOptions {
  CATALOG_URL: string;
  /** Megabytes of answers kept (0: every read goes to the catalog); default 32. */
  GATEWAY_CACHE_MB?: number;
  /** The longest an answer is kept without a change event; default 60 s. */
  GATEWAY_CACHE_TTL_MS?: number;
}

/** Bodies of POST reads longer than this are passed on but not kept (a key per long body is not worth it). */
const MAX_KEYED_BODY = 4096;
const MAX_BODY = 1024 * 1024;
const UNAVAILABLE = 'Сервис временно недоступен';

const CHANGES = [
  'catalog.product.changed',
  'catalog.catalog.changed',
  'catalog.brand.changed',
  'catalog.content.changed',
] as const;

function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Method (a HEAD shares the GET's answer), path with query, and body; none for a long body. */
function keyOf(req: Request, body: Buffer | undefined): string | undefined {
  if (body && body.length > MAX_KEYED_BODY) return undefined;
  return `${req.method === 'HEAD' ? 'GET' : req.method} ${req.originalUrl} ${body ?? ''}`;
}

function sendCached(req: Request, res: Response, answer: CachedAnswer): void {
  res.setHeader('content-type', answer.contentType);
  res.setHeader('etag', answer.etag);
  res.setHeader('cache-control', 'no-cache');
  if (req.method !== 'POST' && req.fresh) return void res.status(304).end();
  res.setHeader('content-length', answer.body.length);
  res.end(answer.body);
}

function sendUpstream(res: Response, answer: UpstreamAnswer): void {
  res.status(answer.status);
  copyHeaders(answer.headers, (name, value) => res.setHeader(name, value));
  res.setHeader('content-length', answer.body.length);
  res.end(answer.body);
}

const cacheableAnswer = (a: UpstreamAnswer, ttlMs: number): CachedAnswer | undefined =>
  a.status === 200 && typeof a.headers.etag === 'string'
    ? {
        body: a.body,
        contentType: String(a.headers['content-type']),
        etag: a.headers.etag,
        expires: Date.now() + ttlMs,
      }
    : undefined;

/**
 * The catalog's public reads answered from memory: the proxy hop (a second HTTP exchange per request) is most
 * of the gateway's work. Entries go when any catalog.*.changed event arrives (every replica hears them) and
 * when a catalog write passes through this gateway; an answer fetched while a change happened is not kept.
 */
export async function catalogCache(
  options: CatalogCacheOptions,
  bus: EventBus,
  isCatalogPath: (path: string) => boolean,
) {
  const cache = new AnswerCache({
    maxBytes: Math.round((options.GATEWAY_CACHE_MB ?? 32) * 1024 * 1024),
    ttlMs: options.GATEWAY_CACHE_TTL_MS ?? 60_000,
  });
  for (const subject of CHANGES) await bus.subscribe(subject, () => cache.invalidate());
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  const fetchRead = (req: Request, body?: Buffer) =>
    fetchUpstream(agent, new URL(req.originalUrl, options.CATALOG_URL), {
      // A HEAD is answered from the GET's answer (kept under the GET's key).
      method: req.method === 'HEAD' ? 'GET' : req.method,
      headers: forwardedHeaders(req.headers, req.socket.remoteAddress),
      body,
    });
  const handler: RequestHandler = async (req, res, next) => {
    const kind = publicRead(req);
    if (!kind) {
      if (req.method !== 'GET' && req.method !== 'HEAD' && isCatalogPath(req.path))
        res.on('finish', () => cache.invalidate());
      return next();
    }
    const body = kind === 'post' ? await readBody(req).catch(() => undefined) : undefined;
    if (kind === 'post' && !body) return void res.status(413).json({ message: 'Слишком большой запрос' });
    const key = keyOf(req, body);
    const hit = key && cache.get(key);
    if (hit) return sendCached(req, res, hit);
    const generation = cache.current;
    const answer = await fetchRead(req, body).catch(() => undefined);
    if (!answer) return void res.status(502).json({ message: UNAVAILABLE });
    const cacheable = cacheableAnswer(answer, cache.ttlMs);
    if (!cacheable) return sendUpstream(res, answer);
    if (key) cache.store(key, cacheable, generation);
    sendCached(req, res, cacheable);
  };
  return { handler, cache };
}
