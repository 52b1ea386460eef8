import type { Lang } from '@shop/shared/src/domain';
import type { ProductCard } from '@shop/shared/src/product-card';
import { linkListHtml } from './body';
import { productLinks } from './catalog-page';
import { organization } from './json-ld';
import { alternatesOf, type SeoContext, type SeoPage } from './page';
import { HREFLANG, INDEXABLE_PAGES, localePath } from './paths';
import { SITE } from './site';
import { escapeHtml as e } from './text';

export function homePage(ctx: SeoContext, lang: Lang, showcase: ProductCard[]): SeoPage {
  const t = SITE[lang];
  const alternates = alternatesOf(ctx, (l) => localePath(l, '/'));
  return {
    lang,
    status: 200,
    title: t.homeTitle,
    description: t.description,
    canonical: alternates[lang],
    alternates,
    ogType: 'website',
    jsonLd: [
      organization(ctx, lang),
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: t.name,
        url: alternates[lang],
        inLanguage: HREFLANG[lang],
      },
    ],
    body: [
      `<h1>${e(t.homeTitle)}</h1>`,
      `<p>${e(t.description)}</p>`,
      linkListHtml(t.popular, productLinks(lang, showcase, t.from)),
      pagesNav(lang),
    ].join(''),
  };
}

/** Links to the information, contacts and map pages. */
export function pagesNav(lang: Lang): string {
  const links = INDEXABLE_PAGES.map(
    (path) => `<li><a href="${e(localePath(lang, path))}">${e(SITE[lang].pages[path])}</a></li>`,
  );
  return `<nav><ul>${links.join('')}</ul></nav>`;
}

/** Any other route: the shop's title and description; information, contacts and map are indexable. */
export function genericPage(ctx: SeoContext, lang: Lang, path: string, indexable: boolean, status = 200): SeoPage {
  const t = SITE[lang];
  const pageName = t.pages[path];
  const alternates = indexable ? alternatesOf(ctx, (l) => localePath(l, path)) : undefined;
  return {
    lang,
    status,
    title: status === 404 ? `${t.notFound} | ${t.name}` : pageName ? `${pageName} | ${t.name}` : t.homeTitle,
    description: t.description,
    canonical: alternates?.[lang],
    alternates,
    noindex: !indexable,
    ogType: 'website',
    jsonLd: [organization(ctx, lang)],
    body:
      status === 404
        ? notFoundBody(lang)
        : [`<h1>${e(pageName ?? t.name)}</h1>`, `<p>${e(t.description)}</p>`, pagesNav(lang)].join(''),
  };
}

/** The app's client-error page as text: a missing product or catalog, and the way home. */
function notFoundBody(lang: Lang): string {
  const t = SITE[lang];
  return `<h1>${e(t.clientError)}</h1><p>${e(t.notFound)}</p><p><a href="${e(localePath(lang, '/'))}">${e(t.toMainPage)}</a></p>`;
}
