import type { Queryable } from '@shop/shared';
import { prepared } from '../common/prepared';

const subtreeQuery = prepared<{ id: string }>(
  'catalog-subtree',
  `WITH RECURSIVE down AS (
     SELECT id FROM catalogs WHERE id = $1
     UNION ALL SELECT c.id FROM catalogs c JOIN down d ON c.parent_id = d.id)
   SELECT id FROM down`,
);

/** Ids of a catalog and all its descendants (empty when the catalog does not exist). */
export async function subtreeIds(db: Queryable, catalogId: string): Promise<string[]> {
  return (await subtreeQuery(db, [catalogId])).rows.map((r) => r.id);
}
