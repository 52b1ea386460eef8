import type { Queryable } from '@shop/shared';
import { prepared } from '../common/prepared';
import type { PriceList } from './price-list-jobs';

const keepQuery = prepared(
  'keep-made-price-list',
  `UPDATE price_lists SET body = $1, etag = $2, made_version = $3, making_until = NULL
    WHERE brand_id = $4 AND version = $3`,
);

/**
 * Keeps the list made at `version` (by the price list worker, where the list is) unless the brand's version moved
 * meanwhile; then frees the brand's claim at once for the next round, not after it runs out.
 */
export async function keepMadeList(db: Queryable, brandId: string, version: string, list: PriceList) {
  const kept = await keepQuery(db, [list.br, list.etag, version, brandId]);
  if (!kept.rowCount) await db.query(`UPDATE price_lists SET making_until = NULL WHERE brand_id = $1`, [brandId]);
}
