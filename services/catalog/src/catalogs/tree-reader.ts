import type { Queryable } from '@shop/shared';
import { catalogKeysAndCounts, catalogRowsById, type CatalogRow, type ProductCounts } from './repo';
import { buildViews, type BuiltViews, type CatalogView } from './tree';

/**
 * Reads every catalog's view (no brand filter) again after a change, from what changed: the rows whose key moved
 * (repo.ts) are read whole, the others kept as the same objects, and buildViews keeps the views made of them.
 * At 3,000 catalogs, reading and building them all took 17-27 ms of the 58-130 the whole tree made anew did.
 * Reads may overlap: each starts from what the last one to end kept, and keeps what it read for the next.
 */
export class CatalogTreeReader {
  /** Each catalog's row by its id, with the key it was read at. */
  private rows = new Map<string, { key: string; row: CatalogRow }>();
  /** The last views with the rows they were made of, in the views' order. */
  private built: BuiltViews = new Map();

  async read(db: Queryable): Promise<CatalogView[]> {
    const known = this.rows;
    const last = this.built;
    const keys = await catalogKeysAndCounts(db);
    const counts = new Map<string, ProductCounts>(keys.map(({ id, n }) => [id, { total: n, filtered: n }]));
    const changed = new Set(keys.filter(({ id, key }) => known.get(id)?.key !== key).map(({ id }) => id));
    const read = new Map((changed.size ? await catalogRowsById(db, [...changed]) : []).map((row) => [row.id, row]));
    const rows = new Map<string, { key: string; row: CatalogRow }>();
    for (const { id, key } of keys) {
      // A row deleted between the two reads is left out, as it would be from a read after.
      const row = changed.has(id) ? read.get(id) : known.get(id)?.row;
      if (row) rows.set(id, { key, row });
    }
    const views = buildViews(inLastOrder(rows, last), counts, last);
    this.rows = rows;
    this.built = new Map(views.map((view) => [view._id, { row: rows.get(view._id)!.row, view }]));
    return views;
  }
}

/** The rows in the last views' order (buildViews then sorts only what is out of order), new ones last. */
function inLastOrder(rows: Map<string, { row: CatalogRow }>, last: BuiltViews): CatalogRow[] {
  const ordered: CatalogRow[] = [];
  for (const id of last.keys()) {
    const kept = rows.get(id);
    if (kept) ordered.push(kept.row);
  }
  for (const [id, { row }] of rows) if (!last.has(id)) ordered.push(row);
  return ordered;
}
