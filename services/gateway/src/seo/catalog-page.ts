import type { Lang } from '@shop/shared/src/domain';
import type { ProductCard } from '@shop/shared/src/product-card';
import { breadcrumbHtml, imageHtml, linkListHtml, priceText } from './body';
import type { CatalogData } from './catalog-client';
import { breadcrumbList, organization } from './json-ld';
import { alternatesOf, inLang, type SeoContext, type SeoPage } from './page';
import { catalogPath, productPath } from './paths';
import { catalogCrumbs, slugIn } from './product-page';
import { SITE } from './site';
import { absoluteImage, escapeHtml as e, truncate } from './text';

const DESCRIPTION_MAX = 160;
/** Product links written into a catalog page's HTML (the page itself shows 12 at a time). */
export const CATALOG_LINKS_MAX = 100;

/** Links (site paths) to products with their price, for crawlers to follow. */
export function productLinks(lang: Lang, products: ProductCard[], from: string) {
  return products.map((p) => ({
    name: inLang(p.name, lang),
    url: productPath(lang, slugIn(p.slug, lang, 'product'), p._id),
    extra: priceText(p.priceRange, p.currencyValue, from),
  }));
}

export function catalogPage(ctx: SeoContext, lang: Lang, catalog: CatalogData, products: ProductCard[]): SeoPage {
  const t = SITE[lang];
  const name = inLang(catalog.name, lang);
  const alternates = alternatesOf(ctx, (l) => catalogPath(l, slugIn(catalog.slug, l, 'catalog'), catalog._id));
  const crumbs = catalogCrumbs(ctx, lang, [...catalog.crumbs.filter((c) => c._id !== catalog._id), catalog]);
  const image = absoluteImage(catalog.image?.lg ?? catalog.image?.md, ctx.publicUrl);
  const path = inLang(catalog.tree, lang) || name;
  return {
    lang,
    status: 200,
    title: `${name} — ${t.buy} | ${t.name}`,
    description: truncate(t.catalogDescription(path, catalog.qnt), DESCRIPTION_MAX),
    canonical: alternates[lang],
    alternates,
    image,
    ogType: 'website',
    jsonLd: [breadcrumbList(crumbs), organization(ctx, lang)],
    body: [
      breadcrumbHtml(crumbs, ctx.publicUrl),
      `<h1>${e(name)} (${catalog.qnt} шт)</h1>`,
      imageHtml(image, name, ctx.publicUrl),
      linkListHtml(t.products, productLinks(lang, products.slice(0, CATALOG_LINKS_MAX), t.from)),
    ].join(''),
  };
}
