import path from 'node:path';
import { createPool, migrate, withTransaction, type Pool, type Queryable } from '@shop/shared';
import { newId } from '../common/ids';
import { keepEntriesTogether } from '../products/entries-together';
import { directorySink, mediaServiceSink, type ImageSink } from './images';
import { GALLERY } from './page-data';
import { pictureBrands, pictureCatalogs, pictureGallery, pictureMaker, pictureProducts } from './pictures';
import { BASE_CATALOG_COUNT } from './plan-catalogs';
import { planDemo, type DemoSize } from './plan';
import { storeDemo } from './store';

export interface DemoOptions extends Partial<DemoSize> {
  /** Where image files are written (default MEDIA_DIR, else `.data/images`), served by media at /images. */
  mediaDir?: string;
  /** Upload images through the media service (POST /api/image) instead of writing files; needs `secret`. */
  mediaUrl?: string;
  /** The internal secret, to sign the admin header for media uploads. */
  secret?: string;
  /** Seed of the pseudo-random choices (default 2021). */
  seed?: number;
}

export interface DemoSummary extends DemoSize {
  optionSets: number;
  galleryCards: number;
  images: number;
}

export const DEFAULT_DEMO_SIZE: DemoSize = { products: 72, catalogs: BASE_CATALOG_COUNT, brands: 8 };
const MIN_BRANDS = 6;

/** The demo size asked for, raised to the shop's minimums (the whole base tree, 6 brands, 1 product per leaf). */
export function demoSize(options: Partial<DemoSize>): DemoSize {
  return {
    products: Math.max(options.products ?? DEFAULT_DEMO_SIZE.products, 1),
    catalogs: Math.max(options.catalogs ?? DEFAULT_DEMO_SIZE.catalogs, BASE_CATALOG_COUNT),
    brands: Math.max(options.brands ?? DEFAULT_DEMO_SIZE.brands, MIN_BRANDS),
  };
}

function sinkFor(options: DemoOptions): ImageSink {
  if (options.mediaUrl) return mediaServiceSink(options.mediaUrl, options.secret ?? '');
  return directorySink(path.resolve(options.mediaDir ?? (process.env.MEDIA_DIR || '.data/images')));
}

export async function isCatalogEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ used: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM catalogs) OR EXISTS (SELECT 1 FROM brands) AS used',
  );
  return !rows[0].used;
}

/**
 * The seed's wait for the lock on the price list entries (entries-together.ts): a catalog running beside it makes
 * the new brands' lists from them meanwhile.
 */
const SEED_LOCK_WAIT = '30s';

/**
 * Fills the catalog schema with a demo hosiery shop: images first, then every record in one transaction, then
 * the price list entries put together by brand (written in no brand's order, as a shop's import would be).
 * With `onlyIfEmpty` it writes nothing (and returns null) when the catalog already has data.
 */
export async function seedDemo(
  pool: Pool,
  options: DemoOptions = {},
  onlyIfEmpty = false,
): Promise<DemoSummary | null> {
  if (onlyIfEmpty && !(await isCatalogEmpty(pool))) return null;
  const size = demoSize(options);
  const plan = planDemo(size, newId, options.seed);
  const pics = pictureMaker(sinkFor(options));
  await pictureBrands(pics, plan.brands);
  await pictureCatalogs(pics, plan.catalogs.rows, plan.catalogs.shapeOf);
  await pictureProducts(pics, plan.products, plan.catalogs.shapeOf);
  const gallery = await pictureGallery(pics, GALLERY.length);
  const stored = await withTransaction(pool, async (db) => {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('catalog:demo'))`);
    if (onlyIfEmpty && !(await isCatalogEmpty(db))) return false;
    await storeDemo(db, plan, gallery, newId);
    return true;
  });
  if (!stored) return null;
  await keepEntriesTogether(pool, { lockWait: SEED_LOCK_WAIT });
  return { ...size, optionSets: plan.optionSets.length, galleryCards: gallery.length, images: pics.count() };
}

const MIGRATIONS = path.join(__dirname, '..', '..', 'migrations');

/**
 * Seeds the demo shop unless the catalog already has data. `target` is either a pool whose search_path
 * starts with the catalog schema (createPool(url, 'catalog'), migrated), or {databaseUrl}: then this
 * migrates the catalog schema itself and closes its pool. Returns what it wrote, or null when it did nothing.
 */
export async function seedDemoIfEmpty(
  target: Pool | { databaseUrl: string },
  options: DemoOptions = {},
): Promise<DemoSummary | null> {
  if (!('databaseUrl' in target)) return seedDemo(target, options, true);
  const pool = createPool(target.databaseUrl, 'catalog', 4);
  try {
    await migrate(pool, 'catalog', MIGRATIONS);
    return await seedDemo(pool, options, true);
  } finally {
    await pool.end();
  }
}
