import type { CatalogRow } from '../catalogs/repo';
import { slugify } from '../common/translit';
import { COLLECTIONS, TREE, type LeafSpec } from './catalog-data';

export interface PlannedLeaf {
  row: CatalogRow;
  spec: LeafSpec;
}

export interface PlannedCatalogs {
  /** Parents before children. */
  rows: CatalogRow[];
  leaves: PlannedLeaf[];
  shapeOf: Map<string, LeafSpec['shape']>;
}

export const BASE_CATALOG_COUNT = TREE.reduce((n, root) => n + 1 + root.leaves.length, 0);

/** Unique slugs per language, the way the service makes them (base, base-2, ...). */
export function slugMaker() {
  const taken = { ru: new Set<string>(), ua: new Set<string>() };
  const one = (lang: 'ru' | 'ua', name: string) => {
    const base = slugify(name, lang);
    let slug = base;
    for (let n = 2; taken[lang].has(slug); n++) slug = `${base}-${n}`;
    taken[lang].add(slug);
    return slug;
  };
  return (name: { ru: string; ua: string }) => ({ ru: one('ru', name.ru), ua: one('ua', name.ua) });
}

/** The base tree, then (for benchmarks) extra leaves under the roots until `count` catalogs exist. */
export function planCatalogs(count: number, newId: () => string): PlannedCatalogs {
  const slug = slugMaker();
  const rows: CatalogRow[] = [];
  const leaves: PlannedLeaf[] = [];
  const shapeOf = new Map<string, LeafSpec['shape']>();
  const add = (name: CatalogRow['name'], parentId: string | null, spec?: LeafSpec) => {
    const row: CatalogRow = { id: newId(), parent_id: parentId, name, slug: slug(name), image: null };
    rows.push(row);
    if (spec) leaves.push({ row, spec });
    return row;
  };
  const roots = TREE.map((root) => {
    const row = add(root.name, null);
    shapeOf.set(row.id, root.leaves[0].shape);
    for (const spec of root.leaves) shapeOf.set(add(spec.name, row.id, spec).id, spec.shape);
    return row;
  });
  for (let i = 0; rows.length < count; i++) {
    const r = i % TREE.length;
    const spec = TREE[r].leaves[Math.floor(i / TREE.length) % TREE[r].leaves.length];
    const word = COLLECTIONS[Math.floor(i / TREE.length) % COLLECTIONS.length];
    const round = Math.floor(i / (TREE.length * COLLECTIONS.length));
    const suffix = round ? ` ${round + 1}` : '';
    const name = { ru: `${spec.name.ru}: ${word.ru}${suffix}`, ua: `${spec.name.ua}: ${word.ua}${suffix}` };
    shapeOf.set(add(name, roots[r].id, spec).id, spec.shape);
  }
  return { rows, leaves, shapeOf };
}
