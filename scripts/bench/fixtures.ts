import type { CurrencyRate } from '@shop/shared';
import { orderBodies, type PricedProduct } from './orders';
import { vocabularyOf } from '@shop/catalog/src/search/testing/queries';

interface CatalogView {
  _id: string;
  parentId: string | null;
  isLeaf: boolean;
  qnt: number;
}

/** What the benchmark rotates through: real ids, real leaf catalogs, realistic search terms, valid orders. */
export interface Fixtures {
  productIds: string[];
  leafCatalogIds: string[];
  searches: { string: string; langKey: 'ru' | 'ua' }[];
  orders: string[];
  /** Search terms that found nothing (reported, so a broken search shows). */
  emptySearches: string[];
  /** The words of every product's ru and ua name, for distinct searches (see queries.ts). */
  vocabulary: string[];
  /** Leaf catalogs with products, with their products' brands (for brand filters). */
  catalogBrands: { id: string; brandIds: string[] }[];
  /** Every catalog, and those with subcatalogs (the sidebar's panels), for the other public reads. */
  catalogIds: string[];
  parentCatalogIds: string[];
  brandIds: string[];
}

type ListedProduct = PricedProduct & { brandId: string; catalogId: string };

function brandsByCatalog(products: ListedProduct[], leafCatalogIds: string[]) {
  const brands = new Map<string, Set<string>>(leafCatalogIds.map((id) => [id, new Set()]));
  for (const p of products) brands.get(p.catalogId)?.add(p.brandId);
  return [...brands].map(([id, set]) => ({ id, brandIds: [...set].sort() }));
}

/** What shoppers type: names, typos, Latin transliteration ("noski"), the wrong keyboard layout ("yjcrb"), brands. */
export const SEARCH_TERMS: [string, 'ru' | 'ua'][] = [
  ['носки', 'ru'],
  ['шкарпетки', 'ua'],
  ['колготки', 'ru'],
  ['термобелье', 'ru'],
  ['бюстгальтер', 'ru'],
  ['гольфы', 'ru'],
  ['носки мужские', 'ru'],
  ['колготки капронові', 'ua'],
  ['носкм', 'ru'],
  ['калготки', 'ru'],
  ['бюстгалтер', 'ru'],
  ['noski', 'ru'],
  ['kolgotki', 'ru'],
  ['termobelie', 'ru'],
  ['yjcrb', 'ru'],
  ['rjkujnrb', 'ru'],
  ['нитка', 'ru'],
  ['bella donna', 'ru'],
  ['comfort', 'ru'],
  ['Nordic', 'ua'],
];

const ORDER_BODIES = 500;

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json' },
    signal: AbortSignal.timeout(60_000),
  });
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

const post = <T>(url: string, body: unknown) => getJson<T>(url, { method: 'POST', body: JSON.stringify(body) });

/** Spreads picks over the whole list (every k-th), so rotations touch the whole catalog. */
export function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]);
}

const brandIdsOf = async (catalogUrl: string) =>
  (await getJson<{ _id: string }[]>(`${catalogUrl}/api/brands`)).map((brand) => brand._id);

/** Every product, whole (the lists answer cards without the price tree an order needs): brand by brand. */
async function allProducts(catalogUrl: string, brandIds: string[]): Promise<ListedProduct[]> {
  const products: ListedProduct[] = [];
  for (const id of brandIds)
    products.push(...(await getJson<{ products: ListedProduct[] }>(`${catalogUrl}/api/products/brand/${id}`)).products);
  return products;
}

/** Up to `count` valid order bodies (JSON) from the shop's real products and rates (the URLs may be a gateway's). */
export async function loadOrderBodies(catalogUrl: string, ordersUrl: string, count: number): Promise<string[]> {
  const products = await allProducts(catalogUrl, await brandIdsOf(catalogUrl));
  return orderBodies(products, await getJson<CurrencyRate>(`${ordersUrl}/api/currencyrate`), count);
}

/** Reads the generated catalog through the public API of the catalog service (as a visitor). */
export async function loadFixtures(catalogUrl: string, ordersUrl: string): Promise<Fixtures> {
  const catalogs = await getJson<CatalogView[]>(`${catalogUrl}/api/catalogs`);
  const leafCatalogIds = catalogs.filter((c) => c.isLeaf && c.qnt > 0).map((c) => c._id);
  const brandIds = await brandIdsOf(catalogUrl);
  const products = await allProducts(catalogUrl, brandIds);
  const rate = await getJson<CurrencyRate>(`${ordersUrl}/api/currencyrate`);
  const searches = SEARCH_TERMS.map(([string, langKey]) => ({ string, langKey }));
  const emptySearches: string[] = [];
  for (const search of searches) {
    if (!(await post<unknown[]>(`${catalogUrl}/api/products/search`, search)).length) emptySearches.push(search.string);
  }
  return {
    productIds: products.map((p) => p._id),
    leafCatalogIds,
    searches,
    orders: orderBodies(spread(products, ORDER_BODIES * 3), rate, ORDER_BODIES),
    emptySearches,
    vocabulary: vocabularyOf(products.flatMap((p) => [p.name.ru, p.name.ua])),
    catalogBrands: brandsByCatalog(products, leafCatalogIds),
    catalogIds: catalogs.map((c) => c._id),
    parentCatalogIds: catalogs.filter((c) => !c.isLeaf).map((c) => c._id),
    brandIds,
  };
}
