import { SHOP_PHONES } from '@shop/shared/src/domain';
import type { SeoContext } from './page';

export interface Crumbed {
  name: string;
  url: string;
}

const CONTEXT = 'https://schema.org';

export const organizationId = (ctx: SeoContext) => `${ctx.publicUrl}/#organization`;

export function organization(ctx: SeoContext, name: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(ctx),
    name,
    url: `${ctx.publicUrl}/`,
    logo: `${ctx.publicUrl}/favicon.svg`,
    contactPoint: SHOP_PHONES.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      contactType: 'sales',
      areaServed: 'UA',
      availableLanguage: ['ru', 'uk'],
    })),
  };
}

export function breadcrumbList(items: Crumbed[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export interface ProductLd {
  name: string;
  description: string;
  url: string;
  sku: string;
  images: string[];
  brand?: string;
  category?: string;
  prices: number[];
  currency: string;
}

/** Product with an Offer (one price) or an AggregateOffer (a price range over the option combinations). */
export function productLd(ctx: SeoContext, p: ProductLd): object {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: p.name,
    description: p.description || undefined,
    url: p.url,
    sku: p.sku,
    image: p.images.length ? p.images : undefined,
    brand: p.brand ? { '@type': 'Brand', name: p.brand } : undefined,
    category: p.category || undefined,
    offers: p.prices.length ? offer(ctx, p) : undefined,
  };
}

function offer(ctx: SeoContext, p: ProductLd): object {
  const low = Math.min(...p.prices);
  const high = Math.max(...p.prices);
  const common = {
    priceCurrency: p.currency,
    availability: 'https://schema.org/InStock',
    url: p.url,
    seller: { '@id': organizationId(ctx) },
  };
  if (low === high) return { '@type': 'Offer', price: low.toFixed(2), ...common };
  return {
    '@type': 'AggregateOffer',
    lowPrice: low.toFixed(2),
    highPrice: high.toFixed(2),
    offerCount: p.prices.length,
    ...common,
  };
}
