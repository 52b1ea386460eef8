import type { Bilingual, Queryable } from '@shop/shared';
import type { ImageInput } from '../common/schemas';
import { rememberWords } from '../products/repo';
import { compareRu } from '../common/collate';

export interface Brand {
  _id: string;
  name: Bilingual;
  image: ImageInput;
  qnt?: number;
}

type Row = { id: string; name: Bilingual; image: ImageInput; qnt?: string };
const toBrand = (r: Row): Brand => ({
  _id: r.id,
  name: r.name,
  image: r.image,
  ...(r.qnt !== undefined && { qnt: Number(r.qnt) }),
});

/**
 * Brands sorted by Russian name, each with its product count: overall from brand_product_counts (kept by a
 * trigger), or within the given catalogs.
 */
export async function listBrands(db: Queryable, catalogIds?: string[]): Promise<Brand[]> {
  const counts = catalogIds
    ? 'SELECT brand_id, count(*) AS n FROM products WHERE catalog_id = ANY($1) GROUP BY brand_id'
    : 'SELECT brand_id, n FROM brand_product_counts';
  const { rows } = await db.query<Row>(
    `SELECT b.id, b.name, b.image, coalesce(c.n, 0) AS qnt FROM brands b LEFT JOIN (${counts}) c ON c.brand_id = b.id`,
    catalogIds ? [catalogIds] : [],
  );
  return rows.map(toBrand).sort((a, b) => compareRu(a.name.ru, b.name.ru));
}

export async function findBrand(db: Queryable, id: string): Promise<Brand | undefined> {
  const { rows } = await db.query<Row>('SELECT id, name, image FROM brands WHERE id = $1', [id]);
  return rows[0] && toBrand(rows[0]);
}

export async function insertBrand(db: Queryable, brand: Brand, searchKey: string): Promise<void> {
  await db.query('INSERT INTO brands (id, name, image, search_key) VALUES ($1, $2, $3, $4)', [
    brand._id,
    brand.name,
    brand.image,
    searchKey,
  ]);
}

/**
 * Writes a brand and its name into its products' search words, unless the brand is as stored (a brand saved as it
 * was is not written, migrations 015 and 016, and then neither are its hundreds of products). Returns whether it
 * was written.
 */
export async function updateBrand(db: Queryable, brand: Brand, searchKey: string): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE brands SET name = $2, image = $3, search_key = $4 WHERE id = $1', [
    brand._id,
    brand.name,
    brand.image,
    searchKey,
  ]);
  if (!rowCount) return false;
  await db.query(`UPDATE products SET search_key = trim(name_key || ' ' || $2) WHERE brand_id = $1`, [
    brand._id,
    searchKey,
  ]);
  await db.query(
    `UPDATE product_words pw
     SET words = ARRAY(SELECT DISTINCT w FROM unnest(string_to_array(p.search_key, ' ')) AS w WHERE w <> '')
     FROM products p WHERE p.id = pw.product_id AND p.brand_id = $1`,
    [brand._id],
  );
  await rememberWords(db, searchKey.split(' ').filter(Boolean));
  return true;
}

export async function deleteBrand(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM brands WHERE id = $1', [id]);
}

export async function brandProductCount(db: Queryable, id: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM products WHERE brand_id = $1', [id]);
  return Number(rows[0].n);
}

/** The brand's search key, or undefined when there is no such brand. */
export async function brandSearchKey(db: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ search_key: string }>('SELECT search_key FROM brands WHERE id = $1', [id]);
  return rows[0]?.search_key;
}
