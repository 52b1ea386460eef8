import { seedDemoIfEmpty } from '@shop/catalog';
import type { Logger } from '@shop/shared';
import type { Shop } from './shop';

/** Loads the demo hosiery shop on the first run; a later start finds data and keeps it. */
export async function seedDemo(shop: Shop, logger: Logger): Promise<void> {
  const catalog = shop.services.find((s) => s.name === 'catalog');
  if (!catalog) throw new Error('the catalog service is not running');
  const summary = await seedDemoIfEmpty(catalog.pool, { mediaDir: shop.env.MEDIA_DIR });
  if (summary) {
    logger.info(summary, 'demo data loaded');
    console.log(
      `Demo data loaded: ${summary.products} products, ${summary.catalogs} catalogs, ${summary.brands} brands.`,
    );
  }
}
