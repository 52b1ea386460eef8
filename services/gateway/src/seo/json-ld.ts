import type { Lang } from '@shop/shared/src/domain';
import type { ShopContacts } from '@shop/shared/src/shop-contacts';
import { inLang, type SeoContext } from './page';
import { SITE } from './site';

export interface Crumbed {
  name: string;
  url: string;
}

const CONTEXT = 'https://schema.org';

export const organizationId = (ctx: SeoContext) => `${ctx.publicUrl}/#organization`;

/** The shop as the admin set its contacts (name, phones, address, map location), or its built-in name alone. */
export function organization(ctx: SeoContext, lang: Lang): object {
  const contacts = ctx.contacts;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(ctx),
    name: (contacts && inLang(contacts.name, lang)) || SITE[lang].name,
    url: `${ctx.publicUrl}/`,
    logo: `${ctx.publicUrl}/favicon.svg`,
    ...(contacts && contactsLd(contacts, lang)),
  };
}

function contactsLd(contacts: ShopContacts, lang: Lang): object {
  const address = inLang(contacts.address, lang);
  const located = contacts.map.lat !== 0 || contacts.map.lng !== 0;
  return {
    contactPoint: contacts.phones.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      contactType: 'sales',
      areaServed: 'UA',
      availableLanguage: ['ru', 'uk'],
    })),
    address: address ? { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'UA' } : undefined,
    location: located
      ? {
          '@type': 'Place',
          geo: { '@type': 'GeoCoordinates', latitude: contacts.map.lat, longitude: contacts.map.lng },
        }
      : undefined,
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
