import { cannonLoop } from './cannon-loop';
import { mixedRequests, type MixedInputs } from './mixed-plan';
import type { MixedResult } from './mixed-report';

interface CacheStats {
  hits: number;
  misses: number;
}

async function gatewayCache(gatewayUrl: string): Promise<CacheStats> {
  const res = await fetch(`${gatewayUrl}/healthz/cache`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`GET /healthz/cache: HTTP ${res.status}`);
  return (await res.json()) as CacheStats;
}

/** Visitors' traffic through the gateway for `durationSec`: each call's figures and the gateway cache's hit ratio. */
export async function runMixed(
  gatewayUrl: string,
  inputs: MixedInputs,
  o: { connections: number; durationSec: number; warmupSec: number },
): Promise<MixedResult> {
  const next = mixedRequests(inputs);
  await cannonLoop(gatewayUrl, o.connections, o.warmupSec, next);
  const before = await gatewayCache(gatewayUrl);
  const { log, seconds } = await cannonLoop(gatewayUrl, o.connections, o.durationSec, next);
  const after = await gatewayCache(gatewayUrl);
  return {
    seconds,
    calls: log.stats(seconds),
    cache: { hits: after.hits - before.hits, misses: after.misses - before.misses },
  };
}
