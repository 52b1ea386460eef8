import type { Bilingual } from '@shop/shared';

export interface SitemapPage {
  kind: 'catalog' | 'product';
  id: string;
  slug: Bilingual;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** One <url> per language, each naming both language versions (ru, uk) and x-default (Russian, the default). */
function entries(ru: string, ua: string, lastmod?: string): string[] {
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="ru" href="${escapeXml(ru)}"/>`,
    `<xhtml:link rel="alternate" hreflang="uk" href="${escapeXml(ua)}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(ru)}"/>`,
  ].join('');
  const mod = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return [ru, ua].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${mod}${alternates}</url>`);
}

/** The sitemap of the home page and every catalog and product page, in both languages (Ukrainian under /ua). */
export function buildSitemap(origin: string, pages: SitemapPage[]): { xml: string; count: number } {
  const urls = [...entries(`${origin}/`, `${origin}/ua`)];
  for (const page of pages) {
    const path = (slug: string) => `/${page.kind}/${encodeURIComponent(slug)}/${encodeURIComponent(page.id)}`;
    urls.push(...entries(`${origin}${path(page.slug.ru)}`, `${origin}/ua${path(page.slug.ua)}`, page.lastmod));
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return { xml, count: urls.length };
}

/** PUBLIC_URL (the gateway's address, default http://localhost:3000) as an origin without a trailing slash. */
export function publicOrigin(env: NodeJS.ProcessEnv): string {
  const url = new URL(env.PUBLIC_URL || 'http://localhost:3000');
  return url.origin + url.pathname.replace(/\/+$/, '');
}
