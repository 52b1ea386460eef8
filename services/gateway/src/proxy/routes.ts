import type { RequestHandler } from 'express';
import httpProxy from 'http-proxy';
import { BalancedAgent } from '@shop/shared';
import type { BackendUrls } from '../config';
import { hopByHopOf } from './hop-by-hop';

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

const UNAVAILABLE = JSON.stringify({ message: 'Сервис временно недоступен' });

/**
 * Kept-alive connections to each backend. Without an agent http-proxy sends `connection: close` and opens a
 * new TCP connection for every request (measured with `npm run bench`). They spread over a backend's replicas.
 */
const keepAliveAgent = () => new BalancedAgent({ maxSockets: 256, maxFreeSockets: 64 });

/** A backend's address as http-proxy takes it, parsed once: given a string, it parses it again on every request. */
function parsedTarget(url: string) {
  const { protocol, host, hostname, port, pathname } = new URL(url);
  return { protocol, host, hostname, port, path: pathname };
}

/**
 * Every backend of the routing table behind one http-proxy, the route found by the path express has already
 * parsed. A proxy middleware per backend (http-proxy-middleware) parsed each request's URL five times on the way
 * (its path filter in each of the four, and http-proxy the target): the gateway alone on its one core before a
 * bare backend passed 4,160-4,560 orders a second that way, 5,250-5,310 this way (autocannon, 10 connections).
 */
export function backendProxy(urls: BackendUrls): RequestHandler {
  // X-Forwarded-For and -Proto are already the gateway's own word (stampClient); nothing is appended.
  const proxy = httpProxy.createProxyServer({ xfwd: false, proxyTimeout: 30_000 });
  proxy.on('proxyReq', (proxyReq, req) => {
    for (const name of hopByHopOf(req.headers)) proxyReq.removeHeader(name);
  });
  proxy.on('error', (_err, _req, res) => {
    if ('writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(UNAVAILABLE);
    }
  });
  const routes = ROUTES.map(({ target, paths }) => ({
    paths,
    options: { target: parsedTarget(urls[target]), agent: keepAliveAgent() },
  }));
  return (req, res, next) => {
    const route = routes.find(({ paths }) => paths.test(req.path));
    if (route) proxy.web(req, res, route.options);
    else next();
  };
}
