import type { Pool } from '@shop/shared';
import { escapeLiteral } from 'pg';
import { joinedCopy } from '../common/copied-values';

/**
 * A brand's products whole, newest first, as the JSON `{"products":[...]}`: each one's price list entry (its JSON,
 * migrations 010 and 011) as its bytes, joined (joinedCopy) and lent to `use`, which reads them before it returns.
 * The brand's id is quoted as a literal: COPY takes no parameters.
 */
export function productsOfBrand<T>(db: Pool, brandId: string, use: (json: Buffer) => T): Promise<T> {
  return joinedCopy(
    db,
    `SELECT product_json FROM price_list_entries WHERE brand_id = ${escapeLiteral(brandId)}
      ORDER BY created_at DESC, product_id`,
    PRODUCTS,
    use,
  );
}

const PRODUCTS = { start: Buffer.from('{"products":['), separator: Buffer.from(','), end: Buffer.from(']}') };
