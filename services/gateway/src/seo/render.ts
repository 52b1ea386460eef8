import { appAnswers, renderApp, type AppRenderer } from './app-render';
import {
  fetchCatalog,
  fetchCatalogProducts,
  fetchProduct,
  fetchShopContacts,
  fetchShowcase,
  type CatalogClientDeps,
} from './catalog-client';
import { catalogPage } from './catalog-page';
import { injectPage } from './head';
import { genericPage, homePage } from './home-page';
import type { SeoContext, SeoPage } from './page';
import { catalogPath, parseRoute, productPath, type SeoRoute } from './paths';
import { productPage, slugIn } from './product-page';

export interface SeoDeps extends CatalogClientDeps {
  /** The shop's public origin, without a trailing slash (PUBLIC_URL), for absolute URLs. */
  publicUrl: string;
}

/** index.html for a URL, its status, or a permanent redirect to the page's right address. */
export interface SpaPage {
  status: number;
  html: string;
  location?: string;
}

type Outcome = SeoPage | { location: string };

/**
 * The SPA's index.html with the head (title, description, canonical, hreflang, JSON-LD) and the page's text
 * filled in for home, catalog and product URLs. A missing product or catalog gives 404; the catalog service
 * unreachable gives 503 (search engines retry later); /catalog/{id}, /product/{id} and a slug of the wrong
 * language redirect (301) to the slug form.
 * With the app's server bundle, a page it renders (home, catalog, product) gets the app's own first screen and
 * the answers it was drawn from instead of the plain text, so the browser paints the real page before any script.
 */
export async function renderSpaPage(
  url: string,
  indexHtml: string,
  deps: SeoDeps,
  app?: AppRenderer,
): Promise<SpaPage> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const pageDeps = { ...deps, answers: new Map() };
  const asked = fetchShopContacts(pageDeps);
  const answers = appAnswers(app, pathname, pageDeps);
  const contacts = await asked;
  const ctx = { publicUrl: deps.publicUrl, contacts: contacts.status === 'ok' ? contacts.data : undefined };
  const outcome = await pageFor(parseRoute(pathname), ctx, pageDeps);
  if ('location' in outcome) return { status: 301, html: '', location: outcome.location + search };
  const found = outcome.status === 200 ? await answers : undefined;
  const rendered = app && found ? await renderApp(app, url, found, deps) : undefined;
  return { status: outcome.status, html: injectPage(indexHtml, outcome, rendered) };
}

async function pageFor(route: SeoRoute, ctx: SeoContext, deps: SeoDeps): Promise<Outcome> {
  const { lang } = route;
  if (route.kind === 'home') {
    const showcase = await fetchShowcase(deps);
    return homePage(ctx, lang, showcase.status === 'ok' ? showcase.data : []);
  }
  if (route.kind === 'page') return genericPage(ctx, lang, route.path, route.indexable);
  if (route.kind === 'missing') return unavailable(ctx, route, 'missing');
  if (route.kind === 'product') {
    const found = await fetchProduct(deps, route.id);
    if (found.status !== 'ok') return unavailable(ctx, route, found.status);
    const path = productPath(lang, slugIn(found.data.slug, lang, 'product'), found.data._id);
    return route.slug === slugIn(found.data.slug, lang, 'product')
      ? productPage(ctx, lang, found.data)
      : { location: path };
  }
  const [found, products] = await Promise.all([fetchCatalog(deps, route.id), fetchCatalogProducts(deps, route.id)]);
  if (found.status !== 'ok') return unavailable(ctx, route, found.status);
  const expected = slugIn(found.data.slug, lang, 'catalog');
  if (route.slug !== expected) return { location: catalogPath(lang, expected, found.data._id) };
  return catalogPage(ctx, lang, found.data, products.status === 'ok' ? products.data : []);
}

function unavailable(ctx: SeoContext, route: SeoRoute, status: 'missing' | 'failed'): SeoPage {
  return genericPage(ctx, route.lang, '/', false, status === 'missing' ? 404 : 503);
}
