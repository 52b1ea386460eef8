import { type IncomingMessage, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import {
  AnswerCache,
  BalancedAgent,
  CATALOG_CHANGES,
  lengthInEtag,
  type CachedAnswer,
  type EventBus,
} from '@shop/shared';
import { clientIp } from '../security/client-ip';
import { isForeignWrite } from '../security/origin';
import type { RateLimiter } from '../security/rate-limits';
import { publicRead } from './cacheable';
import { COMPRESS_FROM_BYTES, sendCached, sendJson, sendUpstream, type HeaderPairs } from './send';
import { withLazyBody } from './lazy-body';
import { forwardedHeaders, readUpstream, type UpstreamAnswer } from './upstream';

export interface CatalogReadsOptions {
  CATALOG_URL: string;
  PUBLIC_URL: string;
  /** Megabytes of answers kept (0: every read goes to the catalog); default 128. */
  GATEWAY_CACHE_MB?: number;
  /** The longest an answer is kept without a change event; default 60 s. */
  GATEWAY_CACHE_TTL_MS?: number;
  /** 2 (the default): an answer is kept when asked for the second time (see SecondAsk); 1: the first time. */
  GATEWAY_CACHE_MIN_USES?: number;
}

export interface CatalogReadsDeps {
  limiter: RateLimiter;
  /** The security headers of each answer. */
  securityHeaders: (req: IncomingMessage) => HeaderPairs;
  isCatalogPath: (pathname: string) => boolean;
}

/** Bodies of POST reads longer than this are passed on but not kept (a key per long body is not worth it). */
const MAX_KEYED_BODY = 4096;
const MAX_BODY = 1024 * 1024;
const UNAVAILABLE = 'Сервис временно недоступен';
const TOO_LARGE = 'Слишком большой запрос';

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) resolve(undefined);
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY ? undefined : Buffer.concat(chunks)));
    req.on('error', () => resolve(undefined));
    // A client that went away before the end: nothing to answer (the first settle wins, so after 'end' this is moot).
    req.on('close', () => resolve(undefined));
  });
}

/** Method (a HEAD shares the GET's answer), path with query, and body; none for a long body. */
const keyOf = (method: string, url: string, body: Buffer | undefined): string | undefined =>
  body && body.length > MAX_KEYED_BODY ? undefined : `${method === 'HEAD' ? 'GET' : method} ${url} ${body ?? ''}`;

/** The work, unless the signal aborts first (the caller's timeout). */
function abortable<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
  ]);
}

function cacheableAnswer(a: UpstreamAnswer, ttlMs: number): CachedAnswer | undefined {
  if (a.status !== 200 || typeof a.headers.etag !== 'string') return undefined;
  const answer = { contentType: String(a.headers['content-type']), etag: a.headers.etag, expires: Date.now() + ttlMs };
  if (!a.br) return { ...answer, body: a.body };
  // The JSON of an answer the catalog sent in brotli is decoded when first read (upstream.ts), not to keep it.
  const lazyBodyLength = lengthInEtag(a.headers.etag);
  const compressed = { br: { bytes: a.br, fast: false } };
  return withLazyBody({ ...answer, compressed, ...(lazyBodyLength !== undefined && { lazyBodyLength }) }, () => a.body);
}

/**
 * The catalog's public reads, answered before express from memory: the same security headers, rate limit,
 * Origin check and body limit as the express chain, none of its per-request work (most of the gateway's cost
 * for a read, measured with `npm run bench`). A request it cannot answer the same way is left to express.
 * Entries go when any catalog.*.changed event arrives (every replica hears them) and when a catalog write
 * passes through this gateway; an answer fetched while a change happened is not kept.
 */
export async function catalogReads(options: CatalogReadsOptions, bus: EventBus, deps: CatalogReadsDeps) {
  const cache = new AnswerCache({
    maxBytes: Math.round((options.GATEWAY_CACHE_MB ?? 128) * 1024 * 1024),
    ttlMs: options.GATEWAY_CACHE_TTL_MS ?? 60_000,
    keepOnSecondAsk: (options.GATEWAY_CACHE_MIN_USES ?? 2) > 1,
    brotliFromBytes: COMPRESS_FROM_BYTES,
  });
  const forget = () => cache.invalidate();
  for (const subject of CATALOG_CHANGES) await bus.subscribe(subject, forget);
  const agent = new BalancedAgent({ maxSockets: 256, maxFreeSockets: 64 });
  const publicHost = new URL(options.PUBLIC_URL).host;
  const catalogOrigin = new URL(options.CATALOG_URL).origin;

  const fetchRead = (req: IncomingMessage, body?: Buffer) =>
    readUpstream(agent, new URL(req.url!, options.CATALOG_URL), {
      // A HEAD is answered from the GET's answer (kept under the GET's key).
      method: req.method === 'HEAD' ? 'GET' : req.method!,
      headers: forwardedHeaders(req.headers),
      body,
    });

  const keepable = (answer: UpstreamAnswer) => cacheableAnswer(answer, cache.ttlMs);

  /**
   * A kept answer, else the catalog's, kept when it may be; concurrent misses of a key (a page everyone opens
   * right after a change) share one read. A request without a key (a long body) is read on its own.
   */
  const readThrough = (
    key: string | undefined,
    fetchIt: () => Promise<UpstreamAnswer>,
  ): Promise<CachedAnswer | UpstreamAnswer> =>
    key ? cache.through(key, fetchIt, keepable) : fetchIt().then((answer) => keepable(answer) ?? answer);

  const answer = async (req: IncomingMessage, res: ServerResponse, headers: HeaderPairs, post: boolean) => {
    const body = post ? await readBody(req) : undefined;
    if (post && !body) return sendJson(res, 413, { message: TOO_LARGE }, headers);
    const key = keyOf(post ? 'POST' : 'GET', req.url!, body);
    const got = await readThrough(key, () => fetchRead(req, body)).catch(() => undefined);
    if (!got) return sendJson(res, 502, { message: UNAVAILABLE }, headers);
    if ('status' in got) return sendUpstream(res, got, headers);
    sendCached(req, res, got, headers, (kept, encoding) => cache.compressed(key, kept, encoding));
  };

  /**
   * `fetch` for the pages the gateway renders itself: a public catalog read is taken from (and fills) the same
   * memory as the fast lane's, instead of another trip to the catalog; anything else is a plain fetch.
   */
  const pageFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? Buffer.from(init.body) : undefined;
    const ownRead = url.origin === catalogOrigin && publicRead(method, url.pathname) && (body || !init?.body);
    if (!ownRead) return fetch(input, init);
    const path = url.pathname + url.search;
    const read = () => readUpstream(agent, url, { method, headers: { 'content-type': 'application/json' }, body });
    const got = await abortable(readThrough(keyOf(method, path, body), read), init?.signal);
    const contentType = 'status' in got ? String(got.headers['content-type'] ?? '') : got.contentType;
    return new Response(new Uint8Array(got.body), {
      status: 'status' in got ? got.status : 200,
      headers: { 'content-type': contentType },
    });
  };

  /** Answers a public read and returns true; false leaves the request to express (which refuses it). */
  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query < 0 ? url : url.slice(0, query);
    const kind = publicRead(req.method, pathname);
    if (!kind || Number(req.headers['content-length'] ?? 0) > MAX_BODY || isForeignWrite(req, publicHost)) return false;
    const verdict = deps.limiter.take(req.method!, pathname, clientIp(req));
    const security = deps.securityHeaders(req);
    const headers = verdict ? [...security, ...verdict.headers] : security;
    if (verdict && !verdict.allowed) {
      req.resume();
      sendJson(res, 429, { message: verdict.message }, headers);
      return true;
    }
    answer(req, res, headers, kind === 'post').catch(() => {
      if (!res.headersSent) sendJson(res, 502, { message: UNAVAILABLE }, headers);
    });
    return true;
  };

  /** A catalog write that passed through this gateway makes every kept answer go once it is answered. */
  const forgetOnWrites: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && deps.isCatalogPath(req.path)) res.on('finish', forget);
    next();
  };

  return { serve, forgetOnWrites, pageFetch, cache };
}
