import type { Lang } from '@shop/shared/src/domain';
import { leafPrices, priceRange } from '@shop/shared/src/prices';
import { breadcrumbHtml, imageHtml, priceText, textHtml } from './body';
import type { Crumb, ProductData } from './catalog-client';
import { breadcrumbList, organization, productLd, type Crumbed } from './json-ld';
import { alternatesOf, inLang, type SeoContext, type SeoPage } from './page';
import { catalogPath, localePath, productPath } from './paths';
import { SITE } from './site';
import { absoluteImage, escapeHtml as e, plainText, stripTags, truncate } from './text';

const DESCRIPTION_MAX = 160;

/** A slug in the language, else the Russian one, else a placeholder (never an empty path segment). */
export const slugIn = (slug: { ru: string; ua: string }, lang: Lang, fallback: string) =>
  inLang(slug, lang) || fallback;

/** Home, then the catalogs from the root down (no duplicates). */
export function catalogCrumbs(ctx: SeoContext, lang: Lang, crumbs: Crumb[]): Crumbed[] {
  const seen = new Set<string>();
  const unique = crumbs.filter((c) => !seen.has(c._id) && seen.add(c._id));
  return [
    { name: SITE[lang].home, url: ctx.publicUrl + localePath(lang, '/') },
    ...unique.map((c) => ({
      name: inLang(c.name, lang),
      url: ctx.publicUrl + catalogPath(lang, slugIn(c.slug, lang, 'catalog'), c._id),
    })),
  ];
}

export function productPage(ctx: SeoContext, lang: Lang, product: ProductData): SeoPage {
  const t = SITE[lang];
  const name = inLang(product.name, lang);
  const alternates = alternatesOf(ctx, (l) => productPath(l, slugIn(product.slug, l, 'product'), product._id));
  const url = alternates[lang];
  const catalog = product.catalogId;
  const crumbs = [...catalogCrumbs(ctx, lang, catalog ? [...catalog.crumbs, catalog] : []), { name, url }];
  const images = product.images.flatMap((i) => absoluteImage(i.lg ?? i.md ?? i.sm, ctx.publicUrl) ?? []);
  const brand = product.brandId ? inLang(product.brandId.name, lang) : undefined;
  const rawDescription = inLang(product.description, lang);
  const description = plainText(rawDescription);
  const prices = leafPrices(product.optPrices);
  const price = priceText(priceRange(product.optPrices), product.currencyValue, t.from);
  return {
    lang,
    status: 200,
    title: `${name}${brand ? ` (${brand})` : ''} — ${t.buy} | ${t.name}`,
    description: truncate(description || [name, brand, price].filter(Boolean).join(', '), DESCRIPTION_MAX),
    canonical: url,
    alternates,
    image: images[0],
    ogType: 'product',
    jsonLd: [
      productLd(ctx, {
        name,
        description,
        url,
        sku: product._id,
        images,
        brand,
        category: catalog ? inLang(catalog.name, lang) : undefined,
        prices,
        currency: product.currencyValue,
      }),
      breadcrumbList(crumbs),
      organization(ctx, lang),
    ],
    body: [
      breadcrumbHtml(crumbs, ctx.publicUrl),
      `<h1>${e(name)}</h1>`,
      imageHtml(images[0], name, ctx.publicUrl),
      price ? `<p class="price">${e(price)}</p>` : '',
      brand ? `<p>${e(t.brand)}: ${e(brand)}</p>` : '',
      textHtml(stripTags(rawDescription)),
    ].join(''),
  };
}
