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

/**
 * node's flags for a process with `mb` of old space: the limit, and half of it as the least V8 lets the old space
 * grow to before a full collection (V8 keeps the larger of that and the limit it sizes from what is live). Sized
 * from what is live alone, the gateway's 25 MB of heap got a limit of 48 MB, and the megabytes of Buffers each
 * brand's price list passes through set off a full collection every 200-300 ms while lists were made anew: 33 in a
 * probe of 900 lists through the gateway at 100,000 products, 89 in the catalog (its price list worker's included);
 * 14 and 37 with a floor of 64 MB, 5 and 20 with 128. Half leaves the other half for what is live. On the command
 * line: NODE_OPTIONS takes no --initial-old-space-size.
 */
export const heapFlags = (mb: number): string[] => [
  `--max-old-space-size=${mb}`,
  `--initial-old-space-size=${Math.floor(mb / 2)}`,
];

/** The image's flags for its service (Dockerfile). */
export const serviceHeapFlags = (service: ServiceName, env: NodeJS.ProcessEnv): string =>
  heapFlags(heapLimitMb(service, env)).join(' ');

/** The whole shop in one process (npm start, the bench without NATS): every service's limit added up. */
export const shopHeapLimitMb = (env: NodeJS.ProcessEnv): number =>
  env.NODE_HEAP_MB
    ? Number(env.NODE_HEAP_MB)
    : (Object.keys(HEAP_BASE_MB) as ServiceName[]).reduce((sum, name) => sum + heapLimitMb(name, env), 0);
