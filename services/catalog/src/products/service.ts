import {
  addToOutbox,
  notFound,
  withTransaction,
  type Pool,
  type Queryable,
  type RawJson,
  type ServiceContext,
} from '@shop/shared';
import { findBrand } from '../brands/repo';
import { subtreeIds } from '../catalogs/subtree';
import { CATALOG_MESSAGES } from '../catalogs/schema';
import { newId } from '../common/ids';
import { removedImages } from '../common/images';
import { afterWrite } from '../common/after-write';
import { uniqueSlugs } from '../common/slugs';
import { jsonList } from '../read-cache';
import type { ListedCard, ListedCards } from './listed-cards';
import { cardsOfCatalogs, deleteProduct, findProduct, insertProducts, updateProduct } from './repo';
import type { KeptPriceLists } from './kept-price-lists';
import { keptPriceList, makePriceList, type PriceList } from './price-list';
import { findProductPage, type ProductPage } from './page';
import { PRODUCT_MESSAGES as M } from '@shop/shared';
import type { ProductInput } from './schema';
import { checkProduct, productOf } from './write';

/** One product with its brand's names and its catalog's crumbs (the product page). */
export async function productPage(db: Queryable, id: string): Promise<ProductPage> {
  const page = await findProductPage(db, id);
  if (!page) throw notFound(M.notFound);
  return page;
}

/**
 * A catalog's products (its subtree's), newest first, of the given brands (all when none given). Cut from the
 * catalog's whole listing kept in memory (see ListedCards), else from it read from the database and kept; read
 * filtered when it may not be kept (the cache off, or the listing over its limit).
 */
export async function productsInCatalog(
  db: Queryable,
  listed: ListedCards,
  catalogId: string,
  brandIds: string[],
): Promise<RawJson> {
  const brands = new Set(brandIds);
  const cut = (listing: ListedCard[]) =>
    jsonList(listing.filter((card) => !brands.size || brands.has(card.brandId)).map((card) => card.json));
  const kept = listed.listing(catalogId);
  if (kept) return cut(kept);
  const generation = listed.current;
  const ids = await subtreeIds(db, catalogId);
  if (!ids.length) throw notFound(CATALOG_MESSAGES.notFound);
  if (!listed.mayList(catalogId)) return cut(await cardsOfCatalogs(db, ids, brandIds));
  return cut(await listed.read(catalogId, generation, () => cardsOfCatalogs(db, ids, [])));
}

/**
 * The price list of a brand, {products} each whole: the one kept in memory or in the database when it was made at
 * the brand's version, else made anew.
 */
export async function priceListOfBrand(db: Pool, memory: KeptPriceLists, brandId: string): Promise<PriceList> {
  let kept = await keptPriceList(db, brandId, memory.versionOf(brandId));
  if (kept?.fresh) {
    const inMemory = memory.at(brandId, kept.version) ?? (await memory.beingMade(brandId, kept.version));
    if (inMemory) return inMemory;
    // Dropped from memory while the row was read: the row again, with its body.
    if (!kept.body) kept = await keptPriceList(db, brandId, undefined);
    if (kept?.fresh && kept.body && kept.etag) {
      const list = { etag: kept.etag, br: kept.body };
      memory.keep(brandId, kept.version, list);
      return list;
    }
  }
  if (!kept && !(await findBrand(db, brandId))) throw notFound(M.brandNotFound);
  return memory.forReader(() => makePriceList(db, memory, brandId, kept?.version));
}

export async function createProduct(ctx: ServiceContext, input: ProductInput) {
  const id = newId();
  await withTransaction(ctx.pool, async (db) => {
    const keys = await checkProduct(db, input);
    const slug = await uniqueSlugs(db, 'products', input.name);
    await insertProducts(db, [{ product: productOf(input, id, slug, new Date().toISOString()), keys }]);
    await addToOutbox(db, 'catalog.product.changed', { productId: id, action: 'created', removedImages: [] });
  });
  afterWrite(ctx);
  return productPage(ctx.pool, id);
}

/** Saves an edit; one that changes nothing writes nothing and leaves every kept answer (updateProduct). */
export async function changeProduct(ctx: ServiceContext, input: ProductInput & { _id: string }) {
  const changed = await withTransaction(ctx.pool, async (db) => {
    const old = await findProduct(db, input._id);
    if (!old) throw notFound(M.notFound);
    const keys = await checkProduct(db, input);
    const renamed = old.name.ru !== input.name.ru || old.name.ua !== input.name.ua;
    const slug = renamed ? await uniqueSlugs(db, 'products', input.name, old._id) : old.slug;
    if (!(await updateProduct(db, productOf(input, old._id, slug, old.createdAt), keys))) return false;
    const removed = removedImages(old.images, input.images);
    await addToOutbox(db, 'catalog.product.changed', { productId: old._id, action: 'updated', removedImages: removed });
    return true;
  });
  if (changed) afterWrite(ctx);
  return productPage(ctx.pool, input._id);
}

export async function removeProduct(ctx: ServiceContext, id: string): Promise<void> {
  await withTransaction(ctx.pool, async (db) => {
    const old = await findProduct(db, id);
    if (!old) throw notFound(M.notFound);
    await deleteProduct(db, id);
    await addToOutbox(db, 'catalog.product.changed', {
      productId: id,
      action: 'deleted',
      removedImages: removedImages(old.images, []),
    });
  });
  afterWrite(ctx);
}
