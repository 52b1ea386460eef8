import type { Bilingual, Queryable } from '@shop/shared';
import { prepared } from '../common/prepared';
import type { ImageInput } from '../common/schemas';

export interface CatalogRow {
  id: string;
  parent_id: string | null;
  name: Bilingual;
  slug: Bilingual;
  image: ImageInput | null;
}

export interface ProductCounts {
  /** Products directly in the catalog. */
  total: number;
  /** Those of them matching the brand filter (all when no filter). */
  filtered: number;
}

const COLUMNS = 'id, parent_id, name, slug, image';

export async function allCatalogRows(db: Queryable): Promise<CatalogRow[]> {
  return (await db.query<CatalogRow>(`SELECT ${COLUMNS} FROM catalogs`)).rows;
}

/**
 * Each catalog's id, its row's key and its product count, in one read. The key is that of the row's version: the
 * transaction that wrote it and its place in the table. Any write to a row gives it a new one (PostgreSQL writes a
 * new tuple); the same key is the same row as it was (freezing keeps both). 3,000 keys and counts are read in a
 * fraction of the time of the rows, whose names, slugs and images are JSON, and of two reads.
 */
const keysQuery = prepared<{ id: string; key: string; n: number }>(
  'catalog-row-keys',
  `SELECT c.id, c.xmin::text || ',' || c.ctid::text AS key, coalesce(n.n, 0)::int AS n
     FROM catalogs c LEFT JOIN catalog_product_counts n ON n.catalog_id = c.id`,
);

export async function catalogKeysAndCounts(db: Queryable): Promise<{ id: string; key: string; n: number }[]> {
  return (await keysQuery(db, [])).rows;
}

export async function catalogRowsById(db: Queryable, ids: string[]): Promise<CatalogRow[]> {
  return (await db.query<CatalogRow>(`SELECT ${COLUMNS} FROM catalogs WHERE id = ANY($1)`, [ids])).rows;
}

const treeVersionQuery = prepared<{ n: string }>('catalog-tree-version', `SELECT n FROM versions WHERE name = 'tree'`);

/** Moves on with every transaction that writes catalogs or their product counts (migration 012). */
export async function catalogTreeVersion(db: Queryable): Promise<number> {
  return Number((await treeVersionQuery(db, [])).rows[0].n);
}

export async function findCatalogRow(db: Queryable, id: string): Promise<CatalogRow | undefined> {
  return (await db.query<CatalogRow>(`SELECT ${COLUMNS} FROM catalogs WHERE id = $1`, [id])).rows[0];
}

/** The catalog and its ancestors, root first. */
export async function catalogPath(db: Queryable, id: string): Promise<CatalogRow[]> {
  const { rows } = await db.query<CatalogRow>(
    `WITH RECURSIVE up AS (
       SELECT ${COLUMNS}, 0 AS depth FROM catalogs WHERE id = $1
       UNION ALL SELECT c.id, c.parent_id, c.name, c.slug, c.image, up.depth + 1 FROM catalogs c JOIN up ON c.id = up.parent_id)
     SELECT ${COLUMNS} FROM up ORDER BY depth DESC`,
    [id],
  );
  return rows;
}

/**
 * Direct product counts per catalog, overall and under a brand filter (an empty filter matches all). Totals come
 * from catalog_product_counts (kept by a trigger); a filter counts only the chosen brands' index entries.
 */
export async function productCounts(db: Queryable, brandIds: string[]): Promise<Map<string, ProductCounts>> {
  const { rows } = await db.query<{ catalog_id: string; total: number; filtered: string | number }>(
    brandIds.length
      ? `SELECT c.catalog_id, c.n AS total, coalesce(f.n, 0) AS filtered FROM catalog_product_counts c
         LEFT JOIN (SELECT catalog_id, count(*) AS n FROM products WHERE brand_id = ANY($1) GROUP BY catalog_id) f
         USING (catalog_id)`
      : 'SELECT catalog_id, n AS total, n AS filtered FROM catalog_product_counts',
    brandIds.length ? [brandIds] : [],
  );
  return new Map(rows.map((r) => [r.catalog_id, { total: Number(r.total), filtered: Number(r.filtered) }]));
}

export async function insertCatalog(db: Queryable, row: CatalogRow): Promise<void> {
  await db.query('INSERT INTO catalogs (id, parent_id, name, slug, image) VALUES ($1, $2, $3, $4, $5)', [
    row.id,
    row.parent_id,
    row.name,
    row.slug,
    row.image,
  ]);
}

/** Writes a catalog unless it is as stored (migrations 015 and 016); returns whether it was written. */
export async function updateCatalog(db: Queryable, row: CatalogRow): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE catalogs SET parent_id = $2, name = $3, slug = $4, image = $5 WHERE id = $1',
    [row.id, row.parent_id, row.name, row.slug, row.image],
  );
  return Boolean(rowCount);
}

export async function deleteCatalog(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM catalogs WHERE id = $1', [id]);
}

export async function childCount(db: Queryable, id: string): Promise<number> {
  return Number(
    (await db.query<{ n: string }>('SELECT count(*) AS n FROM catalogs WHERE parent_id = $1', [id])).rows[0].n,
  );
}

export async function directProductCount(db: Queryable, id: string): Promise<number> {
  return Number(
    (await db.query<{ n: string }>('SELECT count(*) AS n FROM products WHERE catalog_id = $1', [id])).rows[0].n,
  );
}
