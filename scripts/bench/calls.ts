import type { BackendName } from '@shop/shared';
import { spread, type Fixtures } from './fixtures';
import type { CallName } from './report';

export interface Variant {
  path: string;
  body?: string;
}

/** One main call: how to make it, which service owns it, and the requests it rotates through. */
export interface CallPlan {
  call: CallName;
  method: 'GET' | 'POST';
  service: BackendName;
  /** The ceiling answers every request whose path starts with this. */
  prefix: string;
  variants: Variant[];
  /** Each request carries its own Idempotency-Key (orders). */
  uniqueKey: boolean;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Product ids the product call rotates through, at most: its timed run measures kept answers, so each must have
 * been asked twice before it (the second ask keeps one). Rotating all 100,000 products, the first pass alone took
 * 89 s and the timed run asked each id once more at most: the gateway answered 0% of it from kept answers and the
 * row measured the catalog's reads. Views over every product are the first pass's and the mixed run's (Zipf).
 */
export const ROTATED_PRODUCTS = 10_000;

export function callPlans(f: Fixtures): CallPlan[] {
  return [
    {
      call: 'product',
      method: 'GET',
      service: 'catalog',
      prefix: '/api/products/product/',
      variants: spread(f.productIds, ROTATED_PRODUCTS).map((id) => ({ path: `/api/products/product/${id}` })),
      uniqueKey: false,
    },
    {
      call: 'catalog',
      method: 'POST',
      service: 'catalog',
      prefix: '/api/products/catalog',
      variants: f.leafCatalogIds.map((catalogId) => ({
        path: '/api/products/catalog',
        body: json({ brandIds: [], catalogId }),
      })),
      uniqueKey: false,
    },
    {
      call: 'search',
      method: 'POST',
      service: 'catalog',
      prefix: '/api/products/search',
      variants: f.searches.map((search) => ({ path: '/api/products/search', body: json(search) })),
      uniqueKey: false,
    },
    {
      call: 'catalogs',
      method: 'GET',
      service: 'catalog',
      prefix: '/api/catalogs',
      variants: [{ path: '/api/catalogs' }],
      uniqueKey: false,
    },
    {
      call: 'order',
      method: 'POST',
      service: 'orders',
      prefix: '/api/order',
      variants: f.orders.map((body) => ({ path: '/api/order', body })),
      uniqueKey: true,
    },
  ];
}
