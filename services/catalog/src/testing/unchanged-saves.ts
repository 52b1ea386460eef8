import type { Queryable } from '@shop/shared';

type Announced =
  'catalog.product.changed' | 'catalog.brand.changed' | 'catalog.catalog.changed' | 'catalog.content.changed';
const ID_FIELD: Record<Announced, string> = {
  'catalog.product.changed': 'productId',
  'catalog.brand.changed': 'brandId',
  'catalog.catalog.changed': 'catalogId',
  'catalog.content.changed': 'id',
};

/** How many `subject` events the outbox holds about `id`, published or not. */
export async function announcements(db: Queryable, subject: Announced, id: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM outbox WHERE subject = $1 AND envelope->'data'->>$2 = $3`,
    [subject, ID_FIELD[subject], id],
  );
  return rows[0].n;
}

/** The row's version (xmin): it moves with every write of the row, changed or not. */
export async function rowVersion(db: Queryable, table: 'products' | 'brands' | 'catalogs' | 'option_sets', id: string) {
  return (await db.query<{ x: string }>(`SELECT xmin::text AS x FROM ${table} WHERE id = $1`, [id])).rows[0].x;
}
