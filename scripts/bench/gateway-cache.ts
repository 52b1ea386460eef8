/** Hits and misses of the gateway's kept answers (GET /healthz/cache), counted since it started. */
export interface CacheStats {
  hits: number;
  misses: number;
}

/** The gateway's kept answers now: their hits and misses, and the generation each catalog change moves on. */
export async function gatewayCache(gatewayUrl: string): Promise<CacheStats & { generation: number }> {
  const res = await fetch(`${gatewayUrl}/healthz/cache`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`GET /healthz/cache: HTTP ${res.status}`);
  const { hits, misses, generation } = (await res.json()) as CacheStats & { generation: number };
  return { hits, misses, generation };
}

/** The hits and misses between two samples. */
export const cacheBetween = (before: CacheStats, after: CacheStats): CacheStats => ({
  hits: after.hits - before.hits,
  misses: after.misses - before.misses,
});

/** PURE: the share of reads answered from kept answers; undefined when there was none. */
export function hitRatio(cache: CacheStats): number | undefined {
  const total = cache.hits + cache.misses;
  return total ? cache.hits / total : undefined;
}
