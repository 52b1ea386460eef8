import { createServer, type RequestListener, type Server } from 'node:http';
import express from 'express';
import {
  createLogger,
  errorHandler,
  memoryMb,
  notFoundRoute,
  proxyTrust,
  type EventBus,
  type Logger,
} from '@shop/shared';
import type { GatewayEnv } from './config';
import { ErrorsFile } from './errors-file/file';
import { collectErrors, errorsFileRouter } from './errors-file/routes';
import { gatewayHealth } from './health/routes';
import { catalogReads } from './catalog-cache/reads';
import { backendProxy, isCatalogPath } from './proxy/routes';
import { attachRealtime } from './realtime/socket';
import { cachedLookup, identityLookup, resolveSession } from './session/resolve';
import { bodySizeLimit } from './security/body-size';
import { stampClient, type ClientView } from './security/client-ip';
import { apiHeaders, securityHeaders } from './security/headers';
import { checkOrigin } from './security/origin';
import { limitsOf, rateLimited, RateLimiter } from './security/rate-limits';
import { robotsHandler, seoPageRenderer, sitemapHandler } from './seo';
import { spaRouter } from './spa/static';

export type GatewayOptions = Pick<
  GatewayEnv,
  | 'INTERNAL_SECRET'
  | 'CATALOG_URL'
  | 'ORDERS_URL'
  | 'IDENTITY_URL'
  | 'MEDIA_URL'
  | 'WEB_DIST'
  | 'ERRORS_FILE'
  | 'PUBLIC_URL'
  | 'SESSION_CACHE_MS'
> &
  Partial<
    Pick<
      GatewayEnv,
      | 'RATE_LIMIT_SIGNIN'
      | 'RATE_LIMIT_ORDERS'
      | 'RATE_LIMIT_SEARCH'
      | 'GATEWAY_CACHE_MB'
      | 'GATEWAY_CACHE_TTL_MS'
      | 'GATEWAY_CACHE_MIN_USES'
      | 'TRUST_PROXY'
      | 'ERRORS_FILE_MAX_KB'
      | 'ERRORS_DURABLE'
    >
  >;

export interface Gateway {
  /** Express behind the fast lane of the catalog's public reads: what the server runs for each request. */
  handler: RequestListener;
  server: Server;
  close(): Promise<void>;
}

export async function createGateway(
  options: GatewayOptions,
  bus: EventBus,
  logger: Logger = createLogger('gateway'),
): Promise<Gateway> {
  const limiter = new RateLimiter(
    limitsOf({
      signInPerMinute: options.RATE_LIMIT_SIGNIN ?? 20,
      ordersPerMinute: options.RATE_LIMIT_ORDERS ?? 30,
      searchPerMinute: options.RATE_LIMIT_SEARCH ?? 600,
    }),
  );
  const view: ClientView = {
    trust: proxyTrust(options.TRUST_PROXY ?? 'loopback'),
    publicHttps: new URL(options.PUBLIC_URL).protocol === 'https:',
  };
  const reads = await catalogReads(options, bus, { limiter, securityHeaders: apiHeaders(), isCatalogPath });
  const seo = {
    catalogUrl: options.CATALOG_URL,
    ordersUrl: options.ORDERS_URL,
    publicUrl: options.PUBLIC_URL,
    secret: options.INTERNAL_SECRET,
    fetch: reads.pageFetch,
    logger,
  };
  const errors = new ErrorsFile(options.ERRORS_FILE, (options.ERRORS_FILE_MAX_KB ?? 1024) * 1024);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', view.trust);
  app.use(securityHeaders());
  app.use(bodySizeLimit);
  app.use(rateLimited(limiter));
  const lookup = cachedLookup(identityLookup(options.IDENTITY_URL, options.INTERNAL_SECRET), options.SESSION_CACHE_MS);
  app.use(['/api', '/errors'], checkOrigin(options.PUBLIC_URL), resolveSession(lookup, options.INTERNAL_SECRET));
  app.use(reads.forgetOnWrites);
  app.get('/healthz', gatewayHealth(options, bus));
  // What the catalog reads kept in memory saved (the benchmark reads the hit ratio of a run from it), and what
  // the process's memory is made of beside it.
  app.get('/healthz/cache', (_req, res) => void res.json({ ...reads.cache.stats, memory: memoryMb() }));
  app.use(errorsFileRouter(errors, bus));
  app.use(backendProxy(options));
  app.get('/sitemap.xml', sitemapHandler(seo));
  app.get('/robots.txt', robotsHandler(seo));
  app.use(spaRouter(options.WEB_DIST, seoPageRenderer(seo)));
  app.use(notFoundRoute);
  app.use(errorHandler(logger));

  const handler: RequestListener = (req, res) => {
    stampClient(req, view);
    if (!reads.serve(req, res)) app(req, res);
  };
  const server = createServer(handler);
  server.keepAliveTimeout = 65_000;
  const io = await attachRealtime(server, bus);
  // socket.io answers its own requests and upgrades before `handler`: these run first, on every one of them.
  server.prependListener('request', (req) => stampClient(req, view));
  server.prependListener('upgrade', (req) => stampClient(req, view));
  await collectErrors(bus, errors, options.ERRORS_DURABLE);
  return {
    handler,
    server,
    close: async () => {
      await io.close();
      server.closeAllConnections();
    },
  };
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as { port: number }).port));
  });
}
