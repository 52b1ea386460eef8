import type { RequestHandler } from 'express';
import { internalHeaders, serviceUrl, type Logger } from '@shop/shared';
import type { AppRenderer } from './app-render';
import { renderSpaPage, type SeoDeps, type SpaPage } from './render';

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';
export const SITEMAP_UNAVAILABLE = 'Карта сайта временно недоступна';

/** PUBLIC_URL (default http://localhost:3000) as an origin without a trailing slash. */
export function publicUrlOf(env: NodeJS.ProcessEnv = process.env): string {
  const url = new URL(env.PUBLIC_URL || DEFAULT_PUBLIC_URL);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('PUBLIC_URL must be an http(s) URL');
  return url.toString().replace(/\/+$/, '');
}

/** What the SEO handlers need, from the environment (CATALOG_URL, ORDERS_URL, PUBLIC_URL, INTERNAL_SECRET). */
export function seoDepsFromEnv(env: NodeJS.ProcessEnv = process.env, logger?: Logger): SeoDeps & { secret: string } {
  return {
    catalogUrl: serviceUrl('catalog', env),
    ordersUrl: serviceUrl('orders', env),
    publicUrl: publicUrlOf(env),
    secret: env.INTERNAL_SECRET ?? '',
    logger,
  };
}

/**
 * renderSpaPage bound to its dependencies: the gateway's PageRenderer `(url, indexHtml, app?) => {status, html}`.
 * The answer may carry `location` (status 301): the caller redirects instead of sending html.
 */
export function seoPageRenderer(
  deps: SeoDeps,
): (url: string, indexHtml: string, app?: AppRenderer) => Promise<SpaPage> {
  return (url, indexHtml, app) => renderSpaPage(url, indexHtml, deps, app);
}

export interface SpaHandlerOptions extends SeoDeps {
  /** The built index.html, or a function that reads it (for example on every request in development). */
  indexHtml: string | (() => string | Promise<string>);
  /** The app's server renderer, when built. */
  app?: () => AppRenderer | undefined;
}

/** GET handler for every SPA route: index.html with the route's head and text, 404/503 status or 301. */
export function spaPageHandler(options: SpaHandlerOptions): RequestHandler {
  return async (req, res) => {
    const indexHtml = typeof options.indexHtml === 'function' ? await options.indexHtml() : options.indexHtml;
    const page = await renderSpaPage(req.originalUrl, indexHtml, options, options.app?.());
    if (page.location) return res.redirect(301, page.location);
    res.status(page.status).type('html').set('Cache-Control', 'no-cache').send(page.html);
  };
}

export interface SitemapOptions {
  catalogUrl: string;
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  logger?: Logger;
}

/** GET /sitemap.xml: the catalog's /internal/sitemap.xml, passed through; 503 JSON when it cannot be had. */
export function sitemapHandler(options: SitemapOptions): RequestHandler {
  const doFetch = options.fetch ?? fetch;
  return async (_req, res) => {
    try {
      const answer = await doFetch(`${options.catalogUrl}/internal/sitemap.xml`, {
        headers: internalHeaders(options.secret),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!answer.ok) throw new Error(`catalog answered ${answer.status}`);
      const xml = await answer.text();
      res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(xml);
    } catch (error) {
      options.logger?.warn({ err: error }, 'sitemap unavailable');
      res.status(503).set('Retry-After', '60').json({ message: SITEMAP_UNAVAILABLE });
    }
  };
}

/** Pages that are private, per user or admin-only, in both languages where they have a /ua form. */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/login',
  '/order_page/',
  '/order_user_list/',
  '/user_profile',
  '/error_server',
];
const ADMIN_PATHS = [
  '/add_catalog',
  '/add_product',
  '/edit_',
  '/users_list',
  '/order_admin_list',
  '/sales_dashboard',
  '/price_sheet',
];

/** robots.txt body: everything public may be crawled, the API and private pages not; the sitemap's address. */
export function robotsTxt(publicUrl: string): string {
  const disallow = ['/api/', ...PRIVATE_PATHS.flatMap((p) => [p, `/ua${p}`]), ...ADMIN_PATHS].map(
    (p) => `Disallow: ${p}`,
  );
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** GET /robots.txt. */
export function robotsHandler(options: { publicUrl: string }): RequestHandler {
  const body = robotsTxt(options.publicUrl);
  return (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(body);
  };
}
