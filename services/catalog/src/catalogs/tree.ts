import type { Bilingual } from '@shop/shared';
import type { ImageInput } from '../common/schemas';
import type { CatalogRow, ProductCounts } from './repo';
import { compareRu } from '../common/collate';

export interface Crumb {
  _id: string;
  name: Bilingual;
  slug: Bilingual;
}

/** A catalog as the API shows it (spec section 3). */
export interface CatalogView extends Crumb {
  image: ImageInput | null;
  parentId: string | null;
  parentName: Bilingual;
  /** Path label from the root, e.g. "Носки / Мужские". */
  tree: Bilingual;
  /** The path from the root down to this catalog itself. */
  crumbs: Crumb[];
  isLeaf: boolean;
  /** True when products sit directly in this catalog (such a catalog cannot become a parent). */
  haveProducts: boolean;
  /** Products in this catalog and its subcatalogs (under the brand filter, when there is one). */
  qnt: number;
}

const crumbOf = (r: CatalogRow): Crumb => ({ _id: r.id, name: r.name, slug: r.slug });
const byName = (a: CatalogRow, b: CatalogRow) => compareRu(a.name.ru, b.name.ru) || a.id.localeCompare(b.id);

/** Crumbs of one catalog from its path (root first), as catalogPath() returns it. */
export function crumbsOf(path: CatalogRow[]): Crumb[] {
  return path.map(crumbOf);
}

/** Views of every catalog, parents before children and siblings by Russian name. */
export function buildViews(rows: CatalogRow[], counts: Map<string, ProductCounts>): CatalogView[] {
  const children = new Map<string | null, CatalogRow[]>();
  for (const r of rows) {
    const siblings = children.get(r.parent_id);
    if (siblings) siblings.push(r);
    else children.set(r.parent_id, [r]);
  }
  const views: CatalogView[] = [];
  const visit = (row: CatalogRow, path: CatalogRow[]): number => {
    const own = [...path, row];
    const view = makeView(row, own, Boolean(children.get(row.id)?.length), counts.get(row.id));
    views.push(view);
    for (const child of (children.get(row.id) ?? []).sort(byName)) view.qnt += visit(child, own);
    return view.qnt;
  };
  for (const root of (children.get(null) ?? []).sort(byName)) visit(root, []);
  return views;
}

function makeView(row: CatalogRow, path: CatalogRow[], hasChildren: boolean, counts?: ProductCounts): CatalogView {
  const parent = path.length > 1 ? path[path.length - 2] : undefined;
  return {
    ...crumbOf(row),
    image: row.image,
    parentId: row.parent_id,
    parentName: parent ? parent.name : { ru: '', ua: '' },
    tree: { ru: path.map((p) => p.name.ru).join(' / '), ua: path.map((p) => p.name.ua).join(' / ') },
    crumbs: path.map(crumbOf),
    isLeaf: !hasChildren,
    haveProducts: (counts?.total ?? 0) > 0,
    qnt: counts?.filtered ?? 0,
  };
}

/** What the sidebar shows of a catalog. */
export type SidebarCatalog = Pick<CatalogView, '_id' | 'name' | 'slug' | 'parentId' | 'isLeaf' | 'qnt'>;

const sidebarCatalog = (v: CatalogView): SidebarCatalog => ({
  _id: v._id,
  name: v.name,
  slug: v.slug,
  parentId: v.parentId,
  isLeaf: v.isLeaf,
  qnt: v.qnt,
});

/**
 * One panel of the sidebar: the catalog it is open at (with its crumbs; null for the roots or an unknown id) and
 * its subcatalogs. A few kilobytes, where every catalog's view (GET /api/catalogs) is megabytes at 3,000.
 */
export function sidebarPanel(views: CatalogView[], parentId: string | null) {
  const current = parentId === null ? undefined : views.find((v) => v._id === parentId);
  return {
    current: current ? { ...sidebarCatalog(current), crumbs: current.crumbs } : null,
    catalogs: views.filter((v) => v.parentId === (current?._id ?? null)).map(sidebarCatalog),
  };
}
