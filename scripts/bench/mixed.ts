import { loopInThread } from './loop-in-thread';
import type { MixedInputs } from './mixed-plan';
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
  const loop = (durationSec: number) =>
    loopInThread({
      baseUrl: gatewayUrl,
      connections: o.connections,
      durationSec,
      source: { key: `mixed ${gatewayUrl}`, kind: 'mixed', inputs },
    });
  await loop(o.warmupSec);
  const before = await gatewayCache(gatewayUrl);
  const { calls, seconds } = await loop(o.durationSec);
  const after = await gatewayCache(gatewayUrl);
  return {
    seconds,
    calls,
    cache: { hits: after.hits - before.hits, misses: after.misses - before.misses },
  };
}
