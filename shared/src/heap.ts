import type { ServiceName } from './services';

/**
 * What each process's V8 heap needs besides its answer cache, in MB: its working set at 100,000 products with
 * room to spare. Measured (npm run bench, and the catalog alone under distinct searches at 100,000 products):
 * the gateway uses about 25 MB, orders, identity and media about 30; the catalog's search words take 49 MB and,
 * while they are read again after a change, up to 80 MB more beside the old copy.
 */
export const HEAP_BASE_MB: Record<ServiceName, number> = {
  gateway: 192,
  catalog: 320,
  orders: 160,
  identity: 128,
  media: 128,
};

/**
 * Each cache's setting, its default and the heap it takes per MB (services/gateway/src/config.ts,
 * services/catalog/src/read-cache): the catalog's search and its catalog listings also keep 256 product cards per MB
 * each, about 2 KB a card.
 */
const CACHES: Partial<Record<ServiceName, [name: string, defaultMb: number, heapPerMb: number]>> = {
  gateway: ['GATEWAY_CACHE_MB', 128, 1],
  catalog: ['CATALOG_CACHE_MB', 64, 2],
};

/**
 * The old space limit (node --max-old-space-size, MB) a shop process is started with: without one V8 grows its
 * heap lazily up to 4 GB on this machine, far above what is live. Its working set plus its answer cache, which
 * may sit wholly on the heap (many small answers: about 1 KB of bookkeeping each). NODE_HEAP_MB overrides it.
 */
export function heapLimitMb(service: ServiceName, env: NodeJS.ProcessEnv): number {
  if (env.NODE_HEAP_MB) return Number(env.NODE_HEAP_MB);
  const cache = CACHES[service];
  const cacheMb = cache ? Math.ceil(Number(env[cache[0]] ?? cache[1]) * cache[2]) : 0;
  return HEAP_BASE_MB[service] + cacheMb;
}

/** NODE_OPTIONS that start a process with `mb` of old space, keeping the other options it had. */
export const withHeapLimit = (nodeOptions: string | undefined, mb: number): string =>
  [nodeOptions, `--max-old-space-size=${mb}`].filter(Boolean).join(' ');

/** The whole shop in one process (npm start, the bench without NATS): every service's limit added up. */
export const shopHeapLimitMb = (env: NodeJS.ProcessEnv): number =>
  env.NODE_HEAP_MB
    ? Number(env.NODE_HEAP_MB)
    : (Object.keys(HEAP_BASE_MB) as ServiceName[]).reduce((sum, name) => sum + heapLimitMb(name, env), 0);
