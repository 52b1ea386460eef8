import { z } from 'zod';
import { productCardSchema, SHOP_CONTACTS_PATH, shopContactsSchema, type Logger, type PricedNode } from '@shop/shared';
import { publicRead } from '../catalog-cache/cacheable';

const text = z.string().catch('');
const bilingual = z.object({ ru: text, ua: text }).catch({ ru: '', ua: '' });
const image = z.object({ lg: z.string().optional(), md: z.string().optional(), sm: z.string().optional() });
const crumb = z.object({ _id: z.string(), name: bilingual, slug: bilingual });

export type Bi = z.infer<typeof bilingual>;
export type Crumb = z.infer<typeof crumb>;

const priceNode: z.ZodType<PricedNode> = z.lazy(() =>
  z.object({ price: z.number().optional(), add: z.array(priceNode).optional() }),
);

/** The fields of GET /api/catalogs/catalog/:id's {catalog} that the head and body use. */
export const catalogSchema = crumb.extend({
  image: image.nullable().catch(null),
  tree: bilingual,
  crumbs: z.array(crumb).catch([]),
  qnt: z.number().catch(0),
});
export type CatalogData = z.infer<typeof catalogSchema>;

/** GET /api/products/product/:id's {product}: brandId and catalogId populated. */
export const productSchema = z.object({
  _id: z.string(),
  name: bilingual,
  slug: bilingual,
  description: bilingual,
  images: z.array(image).catch([]),
  currencyValue: z.enum(['UAH', 'USD', 'EUR']).catch('UAH'),
  optPrices: z.array(priceNode).catch([]),
  brandId: z.object({ _id: z.string(), name: bilingual }).nullable().catch(null),
  catalogId: crumb
    .extend({ crumbs: z.array(crumb).catch([]) })
    .nullable()
    .catch(null),
});
export type ProductData = z.infer<typeof productSchema>;

export type Fetched<T> = { status: 'ok'; data: T } | { status: 'missing' } | { status: 'failed' };
/** A public read's answer, with the length of the JSON text it was read from. */
export type FetchedJson = { status: 'ok'; data: unknown; chars: number } | { status: 'missing' } | { status: 'failed' };

export interface CatalogClientDeps {
  catalogUrl: string;
  /** The orders service, for the currency rates the app shows; without it the browser asks for them. */
  ordersUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  logger?: Logger;
  /** The answers asked for while rendering one page (the head and the app then share one request each). */
  answers?: Map<string, Promise<FetchedJson>>;
}

const DEFAULT_TIMEOUT_MS = 3000;
const RATES_PATH = '/api/currencyrate';

/** Where a read the server may make for a page goes: the catalog's public reads, and the rates; nothing else. */
function originOf(deps: CatalogClientDeps, path: string, body: unknown): string | undefined {
  const { pathname } = new URL(path, 'http://localhost');
  if (publicRead(body === undefined ? 'GET' : 'POST', pathname)) return deps.catalogUrl;
  return body === undefined && pathname === RATES_PATH ? deps.ordersUrl : undefined;
}

/** The JSON answer of a public read (POST when a body is given), asked once per page render. */
export function fetchAnswer(deps: CatalogClientDeps, path: string, body?: unknown): Promise<FetchedJson> {
  const id = body === undefined ? path : `${path} ${JSON.stringify(body)}`;
  const asked = deps.answers?.get(id);
  if (asked) return asked;
  const origin = originOf(deps, path, body);
  const answer: Promise<FetchedJson> = origin
    ? requestJson(deps, origin + path, body)
    : Promise.resolve({ status: 'failed' });
  deps.answers?.set(id, answer);
  return answer;
}

/** 404 (or 400, a malformed id) is `missing`, anything else unusual `failed`. */
async function requestJson(deps: CatalogClientDeps, url: string, body: unknown): Promise<FetchedJson> {
  const doFetch = deps.fetch ?? fetch;
  try {
    const res = await doFetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(deps.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (res.status === 404 || res.status === 400) return { status: 'missing' };
    if (!res.ok) throw new Error(`answered ${res.status}`);
    const text = await res.text();
    return { status: 'ok', data: JSON.parse(text) as unknown, chars: text.length };
  } catch (error) {
    deps.logger?.warn({ err: error, url }, 'seo: page data unavailable');
    return { status: 'failed' };
  }
}

/** Calls a public catalog route and reads its answer; an answer of another shape is `failed`. */
export async function fetchCatalogJson<T>(
  deps: CatalogClientDeps,
  path: string,
  read: (body: unknown) => T,
  body?: unknown,
): Promise<Fetched<T>> {
  const answer = await fetchAnswer(deps, path, body);
  if (answer.status !== 'ok') return answer;
  try {
    return { status: 'ok', data: read(answer.data) };
  } catch (error) {
    deps.logger?.warn({ err: error, path }, 'seo: catalog data unreadable');
    return { status: 'failed' };
  }
}

export const fetchCatalog = (deps: CatalogClientDeps, id: string) =>
  fetchCatalogJson(
    deps,
    `/api/catalogs/catalog/${encodeURIComponent(id)}`,
    (b) => z.object({ catalog: catalogSchema }).parse(b).catalog,
  );

export const fetchProduct = (deps: CatalogClientDeps, id: string) =>
  fetchCatalogJson(
    deps,
    `/api/products/product/${encodeURIComponent(id)}`,
    (b) => z.object({ product: productSchema }).parse(b).product,
  );

const productList = (b: unknown) => {
  const list = Array.isArray(b) ? b : z.object({ products: z.array(z.unknown()) }).parse(b).products;
  return list.flatMap((item) => {
    const parsed = productCardSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
};

export const fetchShowcase = (deps: CatalogClientDeps) => fetchCatalogJson(deps, '/api/products/showcase', productList);

export const fetchCatalogProducts = (deps: CatalogClientDeps, catalogId: string) =>
  fetchCatalogJson(deps, '/api/products/catalog', productList, { brandIds: [], catalogId });

/** Saved contacts have a phone at least: the catalog answers empty ones until the admin first saves them. */
const unsavedContacts = z.object({ phones: z.array(z.unknown()).length(0) });
const neverSaved = (b: unknown) => unsavedContacts.safeParse(b).success;

/** The shop's contacts; none (not unreadable, with a warning on every page) while the admin has not saved them. */
export const fetchShopContacts = (deps: CatalogClientDeps) =>
  fetchCatalogJson(deps, SHOP_CONTACTS_PATH, (b) => (neverSaved(b) ? undefined : shopContactsSchema.parse(b)));
