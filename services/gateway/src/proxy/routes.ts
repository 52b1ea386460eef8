import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { BalancedAgent } from '@shop/shared';
import type { BackendUrls } from '../config';

/** DESIGN.md's routing table: which paths each backend serves. */
export const ROUTES: { target: keyof BackendUrls; paths: RegExp }[] = [
  {
    target: 'CATALOG_URL',
    paths: /^\/api\/(catalogs|products|options|brands|information|gallery)(\/|$)|^\/api\/(translate|sitemap)$/,
  },
  { target: 'ORDERS_URL', paths: /^\/api\/order(\/|$)|^\/api\/currencyrate(\/|$)/ },
  { target: 'IDENTITY_URL', paths: /^\/api\/user(\/|$)|^\/bots\// },
  { target: 'MEDIA_URL', paths: /^\/api\/image$|^\/images\// },
];

/** True for a path the catalog serves. */
export const isCatalogPath = (pathname: string): boolean => ROUTES[0].paths.test(pathname);

/**
 * Kept-alive connections to each backend. Without an agent http-proxy sends `connection: close` and opens a
 * new TCP connection for every request (measured with `npm run bench`). They spread over a backend's replicas.
 */
const keepAliveAgent = () => new BalancedAgent({ maxSockets: 256, maxFreeSockets: 64 });

export function backendProxies(urls: BackendUrls): RequestHandler[] {
  return ROUTES.map(({ target, paths }) =>
    createProxyMiddleware({
      target: urls[target],
      agent: keepAliveAgent(),
      // X-Forwarded-For and -Proto are already the gateway's own word (stampClient); nothing is appended.
      xfwd: false,
      proxyTimeout: 30_000,
      pathFilter: (pathname) => paths.test(pathname),
      on: {
        error: (_err, _req, res) => {
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ message: 'Сервис временно недоступен' }));
          }
        },
      },
    }),
  );
}
