import { badRequest, MESSAGES, type CurrencyRate, type Queryable } from '@shop/shared';
import { readRate } from './repo';

/**
 * How long an order may be priced with rates read earlier. POST /api/currencyrate drops this replica's copy at
 * once; other replicas (and a change made directly in the database) are seen within this time.
 */
export const RATE_CACHE_MS = 5_000;

const cache = new WeakMap<Queryable, { rate: Promise<CurrencyRate | undefined>; until: number }>();

/** The stored rates, read at most once per RATE_CACHE_MS per database pool (absent rates are not remembered). */
function cachedRate(db: Queryable): Promise<CurrencyRate | undefined> {
  const hit = cache.get(db);
  if (hit && hit.until > Date.now()) return hit.rate;
  const rate = readRate(db);
  const entry = { rate, until: Date.now() + RATE_CACHE_MS };
  cache.set(db, entry);
  const forgetIfMissing = (value?: CurrencyRate) => {
    if (!value && cache.get(db) === entry) cache.delete(db);
  };
  rate.then(forgetIfMissing, () => forgetIfMissing());
  return rate;
}

/** Makes the next order read the rates again (after they were changed). */
export function forgetRate(db: Queryable): void {
  cache.delete(db);
}

/** The rates an order is priced with; without rates the shop cannot price an order (the spec's message). */
export async function rateForOrder(db: Queryable): Promise<CurrencyRate> {
  const rate = await cachedRate(db);
  if (!rate) throw badRequest(MESSAGES.noRates);
  return rate;
}
