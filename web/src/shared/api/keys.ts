/**
 * SWR keys of the storefront's first-screen reads. A string is a GET of that path; [path, body] is a POST with
 * that body. The server renders these pages with the same keys, so its answers become SWR's fallback data.
 */
export type { ApiKey } from '@shop/shared/src/app-data';

export const galleryKey = '/api/gallery';
export const showcaseKey = '/api/products/showcase';
export const catalogKey = (id: string) => `/api/catalogs/catalog/${encodeURIComponent(id)}`;
export const catalogProductsKey = (catalogId: string, brandIds: string[]) =>
  ['/api/products/catalog', { brandIds, catalogId }] as const;
export const productKey = (id: string) => `/api/products/product/${encodeURIComponent(id)}`;

/** The layout's reads: the sidebar's panel of catalogs and its brands, the shop's contacts, the currency rates. */
export const sidebarKey = (brandIds: string[], parentId: string | null) =>
  ['/api/catalogs/sidebar', { brandIds, parentId }] as const;
export const brandsKey = (catalogId: string | null) =>
  catalogId ? `/api/brands?catalogId=${encodeURIComponent(catalogId)}` : '/api/brands';
export const shopContactsKey = '/api/information/contacts';
export const ratesKey = '/api/currencyrate';
