import type { Express } from 'express';
import { requireAdmin, requireInternal, type ServiceContext } from '@shop/shared';
import { buildSitemap, publicOrigin } from './build';
import { sitemapPages, storedSitemap, storeSitemap } from './repo';

export const SITEMAP_OK = 'Sitemap успешно обновлен';

async function regenerate(ctx: ServiceContext) {
  const built = buildSitemap(publicOrigin(ctx.env), await sitemapPages(ctx.pool));
  await storeSitemap(ctx.pool, built.xml, built.count);
  return built;
}

/** GET /api/sitemap (admin): rebuild and store the sitemap. GET /internal/sitemap.xml: the stored one, for the gateway. */
export function mountSitemap(app: Express, ctx: ServiceContext): void {
  app.get('/api/sitemap', requireAdmin, async (_req, res) => {
    const { count } = await regenerate(ctx);
    res.json({ message: SITEMAP_OK, count });
  });
  app.get('/internal/sitemap.xml', requireInternal(ctx.secret), async (_req, res) => {
    const xml = (await storedSitemap(ctx.pool)) ?? (await regenerate(ctx)).xml;
    res.type('application/xml').send(xml);
  });
}
