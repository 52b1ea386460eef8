import type { Queryable } from '@shop/shared';
import type { SitemapPage } from './build';

export async function sitemapPages(db: Queryable): Promise<SitemapPage[]> {
  const { rows } = await db.query<SitemapPage>(
    `SELECT 'catalog' AS kind, id, slug, NULL AS lastmod FROM catalogs
     UNION ALL
     SELECT 'product', id, slug, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') FROM products
     ORDER BY 1, 2`,
  );
  return rows.map((r) => (r.lastmod ? r : { kind: r.kind, id: r.id, slug: r.slug }));
}

export async function storeSitemap(db: Queryable, xml: string, count: number): Promise<void> {
  await db.query(
    `INSERT INTO sitemap (id, xml, url_count) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET xml = EXCLUDED.xml, url_count = EXCLUDED.url_count, generated_at = now()`,
    [xml, count],
  );
}

export async function storedSitemap(db: Queryable): Promise<string | undefined> {
  return (await db.query<{ xml: string }>('SELECT xml FROM sitemap WHERE id = 1')).rows[0]?.xml;
}
