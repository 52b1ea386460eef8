import { addToOutbox, type PoolClient, type Queryable } from '@shop/shared';
import { insertBrand } from '../brands/repo';
import { brandKey } from '../brands/service';
import { insertCatalog } from '../catalogs/repo';
import { insertCard } from '../gallery/repo';
import { saveInformation } from '../information/repo';
import { insertOptionSet } from '../options/repo';
import { insertProducts, type Product } from '../products/repo';
import { productKeys } from '../products/write';
import { saveShopContacts } from '../shop-contacts/repo';
import type { ImageFiles } from './images';
import { GALLERY, INFORMATION, SHOP_CONTACTS } from './page-data';
import type { DemoPlan } from './plan';

/** Writes a planned demo shop through the catalog's own repositories (inside the caller's transaction), announced by one event. */
export async function storeDemo(
  db: PoolClient,
  plan: DemoPlan,
  galleryImages: ImageFiles[],
  newId: () => string,
): Promise<void> {
  const brandKeys = new Map<string, string>();
  for (const brand of plan.brands) {
    brandKeys.set(brand._id, brandKey(brand));
    await insertBrand(db, brand, brandKeys.get(brand._id)!);
  }
  for (const row of plan.catalogs.rows) await insertCatalog(db, row);
  for (const set of plan.optionSets) await insertOptionSet(db, set);
  await storeProducts(db, plan.products, brandKeys);
  await saveInformation(db, INFORMATION);
  await saveShopContacts(db, SHOP_CONTACTS);
  for (const [i, description] of GALLERY.entries()) {
    const image = galleryImages[i];
    if (image) await insertCard(db, { _id: newId(), description, image: { lg: image.lg, md: image.md } });
  }
  // A running catalog may have cached the empty shop: its relay publishes this and every replica forgets.
  await addToOutbox(db, 'catalog.content.changed', { part: 'demo', action: 'created', removedImages: [] });
}

/** Products written per statement: 500 make about 1.5 MB of JSON. */
const PRODUCTS_PER_STATEMENT = 500;

/** In batches: the next batch's search keys are made while the database writes the last. */
async function storeProducts(db: PoolClient, products: Product[], brandKeys: Map<string, string>): Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  for (let i = 0; i < products.length; i += PRODUCTS_PER_STATEMENT) {
    const batch = products
      .slice(i, i + PRODUCTS_PER_STATEMENT)
      .map((product) => ({ product, keys: productKeys(product, brandKeys.get(product.brandId)!) }));
    await writing;
    writing = insertProducts(db, batch);
  }
  await writing;
}

/**
 * Empties the catalog for a new seed (`npm run demo-data -- --reset`); image files stay on disk. product_words
 * and price_list_entries refer to products, price_lists to brands, so they go in the same statement; the truncate
 * triggers of products and product_words (migration 004) empty the counts and the search postings, and the
 * remembered search words go too.
 */
export async function emptyCatalog(db: Queryable): Promise<void> {
  await db.query(
    `TRUNCATE products, price_list_entries, price_lists, product_words, search_words, catalogs, brands, option_sets, gallery_cards, information, sitemap`,
  );
}
