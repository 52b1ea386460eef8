import { seededRandom, type Random } from '@shop/catalog/src/demo/random';
import type { BenchRequest } from './http';
import type { GeneratedQuery } from '@shop/catalog/src/search/testing/queries';

/** PURE: what the mixed run sends, drawn as a shop's visitors would. */

/** Shares of the mixed run's requests (they add up to 1). */
export const MIX = {
  product: 0.5,
  catalog: 0.12,
  'catalog+brands': 0.08,
  search: 0.2,
  catalogs: 0.07,
  order: 0.03,
} as const;
export type MixedCall = keyof typeof MIX;

/** Of the searches, this share is a query nobody sent before; the rest are popular terms. */
export const DISTINCT_SEARCH_SHARE = 0.7;

/** Ranks 0..n-1 drawn with probability proportional to 1/(rank+1)^s (Zipf): a few products get most views. */
export function zipfSampler(n: number, rnd: Random, s = 1): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cdf[k] = sum += 1 / Math.pow(k + 1, s);
  return () => {
    const x = rnd.next() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export interface MixedInputs {
  /** In the order of their popularity (the first the most viewed): shuffle before if ids are sorted. */
  productIds: string[];
  /** Leaf catalogs with products, each with the brands of its products. */
  catalogs: { id: string; brandIds: string[] }[];
  popularSearches: { string: string; langKey: 'ru' | 'ua' }[];
  /** Never repeated: taken one by one; when they run out, popular terms are sent instead. */
  distinctSearches: GeneratedQuery[];
  orders: string[];
}

function pickCall(rnd: Random): MixedCall {
  let x = rnd.next();
  for (const [call, share] of Object.entries(MIX) as [MixedCall, number][]) {
    if (x < share) return call;
    x -= share;
  }
  return 'product';
}

/** A request maker for the mixed run; each call returns the next request and the call it belongs to. */
export function mixedRequests(inputs: MixedInputs, seed = 16): () => { call: MixedCall; request: BenchRequest } {
  const rnd = seededRandom(seed);
  const product = zipfSampler(inputs.productIds.length, rnd);
  const catalog = zipfSampler(inputs.catalogs.length, rnd, 0.8);
  let distinct = 0;
  let order = 0;
  const catalogBody = (withBrands: boolean) => {
    const c = inputs.catalogs[catalog()];
    const brandIds = withBrands ? rnd.subset(c.brandIds, 1).slice(0, rnd.int(1, 3)) : [];
    return JSON.stringify({ brandIds, catalogId: c.id });
  };
  const searchBody = () => {
    const fresh = rnd.next() < DISTINCT_SEARCH_SHARE ? inputs.distinctSearches[distinct++] : undefined;
    const q = fresh ?? rnd.pick(inputs.popularSearches);
    return JSON.stringify({ string: q.string, langKey: q.langKey });
  };
  return () => {
    const call = pickCall(rnd);
    switch (call) {
      case 'product':
        return { call, request: { method: 'GET', path: `/api/products/product/${inputs.productIds[product()]}` } };
      case 'catalog':
      case 'catalog+brands':
        return {
          call,
          request: { method: 'POST', path: '/api/products/catalog', body: catalogBody(call !== 'catalog') },
        };
      case 'search':
        return { call, request: { method: 'POST', path: '/api/products/search', body: searchBody() } };
      case 'catalogs':
        return { call, request: { method: 'GET', path: '/api/catalogs' } };
      case 'order':
        return {
          call,
          request: {
            method: 'POST',
            path: '/api/order',
            body: inputs.orders[order++ % inputs.orders.length],
            headers: { 'idempotency-key': `mixed-${seed}-${order}-${Date.now()}` },
          },
        };
    }
  };
}
