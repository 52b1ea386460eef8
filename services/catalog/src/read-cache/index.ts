import type { Request, Response } from 'express';
import { z } from 'zod';
import { AnswerCache, perContext, RawJson, type ServiceContext } from '@shop/shared';

const cacheEnv = z.object({
  CATALOG_CACHE_MB: z.coerce.number().min(0).default(64),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(300_000),
  CATALOG_CACHE_MIN_USES: z.coerce.number().int().min(1).max(2).default(2),
});

/** This service instance's cache of public answers (CATALOG_CACHE_MB, CATALOG_CACHE_TTL_MS). */
export const readCache = perContext((ctx): AnswerCache => {
  const env = cacheEnv.parse(ctx.env);
  return new AnswerCache({
    maxBytes: Math.round(env.CATALOG_CACHE_MB * 1024 * 1024),
    ttlMs: env.CATALOG_CACHE_TTL_MS,
    keepOnSecondAsk: env.CATALOG_CACHE_MIN_USES > 1,
  });
});

/**
 * Product cards each of search (search/found-cards.ts) and the catalog listings (products/listed-cards.ts)
 * keep: 256 per megabyte of CATALOG_CACHE_MB, about half as many bytes again as the answers each (a card is
 * about 2 KB in memory), none when the cache is off.
 */
export function keptCardsLimit(ctx: ServiceContext): number {
  return Math.floor(cacheEnv.parse(ctx.env).CATALOG_CACHE_MB * 256);
}

/**
 * Bytes of brands' price lists in brotli each catalog process keeps (products/kept-price-lists.ts): half of
 * CATALOG_CACHE_MB, outside V8's heap (about 370 lists of 88 KB at the default), none when the cache is off.
 */
export function keptPriceListBytes(ctx: ServiceContext): number {
  return Math.floor((cacheEnv.parse(ctx.env).CATALOG_CACHE_MB * 1024 * 1024) / 2);
}

/** Card JSON written before, sent as one JSON array. */
export const jsonList = (cards: string[]): RawJson => new RawJson(`[${cards.join(',')}]`);

export type SendCached = (req: Request, res: Response, key: string, produce: () => Promise<unknown>) => Promise<void>;

/**
 * Answers a public read from the cache (made by `produce` on a miss) with its ETag; a GET whose
 * If-None-Match names it gets 304 without a body. Browsers revalidate each time (no-cache).
 */
export function cachedJson(ctx: ServiceContext): SendCached {
  const cache = readCache(ctx);
  return async (req, res, key, produce) => {
    const answer = await cache.answer(key, produce);
    res.setHeader('content-type', answer.contentType);
    res.setHeader('etag', answer.etag);
    res.setHeader('cache-control', 'no-cache');
    if (req.fresh) return void res.status(304).end();
    res.setHeader('content-length', answer.body.length);
    res.end(answer.body);
  };
}

/** A set of ids as one key part: order and repeats do not change the answer. */
export const idSet = (ids: string[]): string => [...new Set(ids)].sort().join(',');
