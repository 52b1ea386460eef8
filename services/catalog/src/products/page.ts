import type { Bilingual, Queryable } from '@shop/shared';
import type { Crumb } from '../catalogs/tree';
import { prepared } from '../common/prepared';
import { PRODUCT_COLUMNS, toProduct, type Product, type ProductRow } from './repo';

/** The product page: the product with its brand's names and its catalog's crumbs (root first). */
export type ProductPage = Omit<Product, 'brandId' | 'catalogId'> & {
  brandId: { _id: string; name: Bilingual } | null;
  catalogId: (Crumb & { crumbs: Crumb[] }) | null;
};

type PageRow = ProductRow & { brand_name: Bilingual | null; crumbs: Crumb[] | null };

/** One round trip: the product row, its brand's name and the path of its catalog up to the root. */
const PAGE_SQL = `
WITH RECURSIVE up AS (
  SELECT c.id, c.parent_id, c.name, c.slug, 0 AS depth FROM catalogs c
  WHERE c.id = (SELECT catalog_id FROM products WHERE id = $1)
  UNION ALL
  SELECT c.id, c.parent_id, c.name, c.slug, up.depth + 1 FROM catalogs c JOIN up ON c.id = up.parent_id
)
SELECT ${PRODUCT_COLUMNS}, b.name AS brand_name,
  (SELECT json_agg(json_build_object('_id', id, 'name', name, 'slug', slug) ORDER BY depth DESC) FROM up) AS crumbs
FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = $1`;

const pageQuery = prepared<PageRow>('product-page', PAGE_SQL);

export async function findProductPage(db: Queryable, id: string): Promise<ProductPage | undefined> {
  const row = (await pageQuery(db, [id])).rows[0];
  if (!row) return undefined;
  const product = toProduct(row);
  const crumbs = row.crumbs ?? [];
  const catalog = crumbs[crumbs.length - 1];
  return {
    ...product,
    brandId: row.brand_name ? { _id: product.brandId, name: row.brand_name } : null,
    catalogId: catalog ? { ...catalog, crumbs } : null,
  };
}
