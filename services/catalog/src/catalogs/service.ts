import {
  addToOutbox,
  badRequest,
  conflict,
  notFound,
  withTransaction,
  type Queryable,
  type ServiceContext,
} from '@shop/shared';
import { newId } from '../common/ids';
import { removedImages } from '../common/images';
import { afterWrite } from '../common/after-write';
import { uniqueSlugs } from '../common/slugs';
import {
  allCatalogRows,
  catalogPath,
  childCount,
  deleteCatalog,
  directProductCount,
  findCatalogRow,
  insertCatalog,
  productCounts,
  updateCatalog,
  type CatalogRow,
} from './repo';
import { CATALOG_MESSAGES as M, type CatalogInput, type CatalogUpdate } from './schema';
import type { CatalogTree } from './kept-tree';
import { buildViews, type CatalogView } from './tree';

/** Every catalog with counts; with a brand filter only the catalogs that hold such products. */
export async function catalogViews(db: Queryable, brandIds: string[] = []): Promise<CatalogView[]> {
  const [rows, counts] = await Promise.all([allCatalogRows(db), productCounts(db, brandIds)]);
  const views = buildViews(rows, counts);
  return brandIds.length ? views.filter((v) => v.qnt > 0) : views;
}

export async function catalogView(db: Queryable, id: string): Promise<CatalogView> {
  const view = (await catalogViews(db)).find((v) => v._id === id);
  if (!view) throw notFound(M.notFound);
  return view;
}

/** One catalog of the tree the public reads keep (kept-tree.ts). */
export function keptCatalogView(tree: CatalogTree, id: string): CatalogView {
  const view = tree.byId.get(id);
  if (!view) throw notFound(M.notFound);
  return view;
}

/** A parent must exist, must not hold products, and must not lie inside the catalog itself. */
async function checkParent(db: Queryable, parentId: string | null, selfId?: string): Promise<void> {
  if (!parentId) return;
  if (parentId === selfId) throw badRequest(M.ownParent);
  if (!(await findCatalogRow(db, parentId))) throw badRequest(M.parentNotFound);
  if (selfId && (await catalogPath(db, parentId)).some((c) => c.id === selfId)) throw badRequest(M.ownParent);
  if (await directProductCount(db, parentId)) throw badRequest(M.parentHasProducts);
}

export async function createCatalog(ctx: ServiceContext, input: CatalogInput): Promise<CatalogView> {
  const id = newId();
  await withTransaction(ctx.pool, async (db) => {
    await checkParent(db, input.parentId);
    const slug = await uniqueSlugs(db, 'catalogs', input.name);
    await insertCatalog(db, { id, parent_id: input.parentId, name: input.name, slug, image: input.image });
    await addToOutbox(db, 'catalog.catalog.changed', { catalogId: id, action: 'created', removedImages: [] });
  });
  afterWrite(ctx);
  return catalogView(ctx.pool, id);
}

/** Saves an edit; one that changes nothing writes nothing and leaves every kept answer (updateCatalog). */
export async function changeCatalog(ctx: ServiceContext, input: CatalogUpdate): Promise<CatalogView> {
  const changed = await withTransaction(ctx.pool, async (db) => {
    const old = await findCatalogRow(db, input._id);
    if (!old) throw notFound(M.notFound);
    await checkParent(db, input.parentId, input._id);
    const row: CatalogRow = {
      id: old.id,
      parent_id: input.parentId,
      name: input.name,
      slug: old.slug,
      image: input.image,
    };
    if (old.name.ru !== input.name.ru || old.name.ua !== input.name.ua)
      row.slug = await uniqueSlugs(db, 'catalogs', input.name, old.id);
    if (!(await updateCatalog(db, row))) return false;
    const removed = removedImages([old.image], [input.image]);
    await addToOutbox(db, 'catalog.catalog.changed', { catalogId: old.id, action: 'updated', removedImages: removed });
    return true;
  });
  if (changed) afterWrite(ctx);
  return catalogView(ctx.pool, input._id);
}

export async function removeCatalog(ctx: ServiceContext, id: string): Promise<void> {
  await withTransaction(ctx.pool, async (db) => {
    const old = await findCatalogRow(db, id);
    if (!old) throw notFound(M.notFound);
    if (await childCount(db, id)) throw conflict(M.hasChildren);
    if (await directProductCount(db, id)) throw conflict(M.hasProducts);
    await deleteCatalog(db, id);
    await addToOutbox(db, 'catalog.catalog.changed', {
      catalogId: id,
      action: 'deleted',
      removedImages: removedImages([old.image], []),
    });
  });
  afterWrite(ctx);
}
