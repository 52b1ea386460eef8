import { LANGS } from '@shop/shared/src/domain';
import type { RenderedApp } from './app-render';
import type { SeoPage } from './page';
import { HREFLANG } from './paths';
import { OG_LOCALE, SITE } from './site';
import { escapeHtml as e, jsonForScript } from './text';

/** Marks what the server wrote, so the SPA (or a test) can tell it apart. */
export const SEO_MARK = 'data-seo';

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${e(content)}" ${SEO_MARK}>`;
const link = (rel: string, href: string, extra = '') => `<link rel="${rel}" href="${e(href)}"${extra} ${SEO_MARK}>`;

/** The head tags of a page: title, description, robots, canonical, hreflang alternates, Open Graph, JSON-LD. */
export function renderHead(page: SeoPage): string {
  const tags = [`<title>${e(page.title)}</title>`, meta('name', 'description', page.description)];
  if (page.noindex) tags.push(meta('name', 'robots', 'noindex, follow'));
  if (page.canonical) tags.push(link('canonical', page.canonical));
  if (page.alternates) {
    for (const lang of LANGS) tags.push(link('alternate', page.alternates[lang], ` hreflang="${HREFLANG[lang]}"`));
    tags.push(link('alternate', page.alternates.ru, ' hreflang="x-default"'));
  }
  tags.push(
    meta('property', 'og:site_name', SITE[page.lang].name),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:locale', OG_LOCALE[page.lang]),
  );
  if (page.canonical) tags.push(meta('property', 'og:url', page.canonical));
  if (page.image) tags.push(meta('property', 'og:image', page.image));
  for (const data of page.jsonLd)
    tags.push(`<script type="application/ld+json" ${SEO_MARK}>${jsonForScript(data)}</script>`);
  return tags.join('\n    ');
}

/** Tags of index.html that the page's own head replaces. */
const REPLACED = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name=["']description["'][^>]*>\s*/i,
  /<meta\s+name=["']robots["'][^>]*>\s*/i,
  /<link\s+rel=["']canonical["'][^>]*>\s*/i,
];

/**
 * index.html with the page's head, <html lang>, and inside #root the app's first screen (with its data script
 * after #root) or else the page's text (React replaces the content of #root when it renders). Replacements use
 * functions, so `$&`-like text in data is never read as a pattern.
 */
export function injectPage(indexHtml: string, page: SeoPage, app?: RenderedApp): string {
  let html = REPLACED.reduce((acc, pattern) => acc.replace(pattern, () => ''), indexHtml);
  html = html.replace(/<html([^>]*?)\s+lang=["'][^"']*["']/i, (_m, before: string) => `<html${before}`);
  html = html.replace(/<html/i, () => `<html lang="${HREFLANG[page.lang]}"`);
  html = html.replace(/<\/head>/i, () => `    ${renderHead(page)}\n  </head>`);
  const body = `<div class="seo-prerender" ${SEO_MARK}>${page.body}</div>`;
  const root = /<div id=["']root["']>\s*<\/div>/i;
  if (!root.test(html)) return html.replace(/<body([^>]*)>/i, (m) => `${m}<noscript>${body}</noscript>`);
  if (!app) return html.replace(root, () => `<div id="root">${body}</div>`);
  // The app's HTML looks ready but does nothing before its script runs: inert, so nothing typed or clicked there
  // is lost. The app lifts inert once it has taken over (web/src/boot.tsx).
  return html.replace(root, () => `<div id="root" inert>${app.html}</div>${app.dataScript}`);
}
