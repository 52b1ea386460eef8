/**
 * Fills the catalog with a generated hosiery shop, for a first look or for benchmarks:
 *   npm run demo-data -- --products 10000 --catalogs 300 --brands 50 [--media-dir DIR] [--media-url URL] [--reset]
 * Writes into DATABASE_URL's catalog schema (migrating it first). Without --reset it does nothing when the
 * catalog already has data; --reset empties the catalog tables first (their image files stay on disk).
 */
import { parseArgs } from 'node:util';
import { createPool, migrate } from '@shop/shared';
import { catalogService, emptyCatalog, seedDemoIfEmpty } from '@shop/catalog';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    catalogs: { type: 'string' },
    brands: { type: 'string' },
    'media-dir': { type: 'string' },
    'media-url': { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const count = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, got "${value}"`);
  return n;
};

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set (postgres://...)');
  const pool = createPool(databaseUrl, 'catalog', 4);
  try {
    await migrate(pool, 'catalog', catalogService.migrationsDir);
    if (values.reset) await emptyCatalog(pool);
    const started = Date.now();
    const summary = await seedDemoIfEmpty(pool, {
      products: count('products', values.products),
      catalogs: count('catalogs', values.catalogs),
      brands: count('brands', values.brands),
      mediaDir: values['media-dir'],
      mediaUrl: values['media-url'],
      secret: process.env.INTERNAL_SECRET,
    });
    if (!summary) console.log('The catalog already has data: nothing written (use --reset to replace it).');
    else console.log(`Demo data written in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
  } finally {
    await pool.end();
  }
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
