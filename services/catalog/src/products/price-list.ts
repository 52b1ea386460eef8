import type { Pool, Queryable } from '@shop/shared';
import { prepared } from '../common/prepared';
import type { KeptPriceLists } from './kept-price-lists';
import type { PriceList } from './price-list-jobs';
import { priceListMakerOf } from './price-list-maker';

export type { PriceList } from './price-list-jobs';

/** A stale list one replica claimed, to make at the brand's version. */
export interface ClaimedList {
  brandId: string;
  version: string;
}

interface KeptRow {
  version: string;
  fresh: boolean;
  etag: string | null;
  body: Buffer | null;
}

// A stale list's 88 KB are not read: it is made again; nor one kept in memory.
const keptQuery = prepared<KeptRow>(
  'kept-price-list',
  `SELECT version, made_version = version AS fresh, etag,
          CASE WHEN made_version = version AND version IS DISTINCT FROM $2::bigint THEN body END AS body
     FROM price_lists WHERE brand_id = $1`,
);

/**
 * The brand's kept list (migration 013), its body only when it was made at the brand's version and that version
 * is not `inMemory`'s (the one this process keeps); none for a brand never listed.
 */
export async function keptPriceList(
  db: Queryable,
  brandId: string,
  inMemory: string | undefined,
): Promise<KeptRow | undefined> {
  return (await keptQuery(db, [brandId, inMemory ?? null])).rows[0];
}

/**
 * The list made from the brand's price list entries and kept, labelled with `version`, read before the entries:
 * a write between the two makes the list newer than its label, never older, and moves the version, so the
 * conditional write (keepMadeList) keeps nothing and the list is made again. Made without a version (a brand that
 * never had a product), it is not kept. Kept in `memory` as soon as it is made, and in price_lists by the price
 * list worker after it handed the list over: a reader in between finds it in memory. One make of a version at a
 * time per process.
 */
export function makePriceList(db: Pool, memory: KeptPriceLists, brandId: string, version?: string): Promise<PriceList> {
  const maker = priceListMakerOf(db);
  if (version === undefined) return maker.make(brandId);
  const kept = memory.at(brandId, version);
  if (kept) return Promise.resolve(kept);
  return memory.makeOnce(brandId, version, async () => {
    const list = await maker.make(brandId, version);
    memory.keep(brandId, version, list);
    return list;
  });
}

/**
 * The background's make of a list it claimed: done once the list is kept or its claim freed, so that its next
 * claim finds a list whose brand moved on meanwhile stale and free, to make again.
 */
export async function makeClaimedPriceList(db: Pool, memory: KeptPriceLists, claim: ClaimedList) {
  await makePriceList(db, memory, claim.brandId, claim.version);
  await priceListMakerOf(db).written(claim.brandId, claim.version);
}

const claimQuery = prepared<ClaimedList>(
  'claim-stale-price-list',
  `UPDATE price_lists SET making_until = now() + interval '30 seconds'
    WHERE brand_id = (
      SELECT brand_id FROM price_lists
       WHERE made_version <> version AND (making_until IS NULL OR making_until < now())
       ORDER BY brand_id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING brand_id AS "brandId", version`,
);

/**
 * The next list whose brand's version moved and that no replica is making, held for this one for a while (a
 * replica that stops while making it leaves it to the others after that).
 */
export async function claimStalePriceList(db: Queryable): Promise<ClaimedList | undefined> {
  return (await claimQuery(db, [])).rows[0];
}
