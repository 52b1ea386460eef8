import { keepAliveAgent, send } from './http';
import { closedLoop } from './latency';
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
  const agent = keepAliveAgent(o.connections);
  const next = mixedRequests(inputs);
  const loop = () => {
    const { call, request } = next();
    return { call, send: () => send(agent, gatewayUrl, request) };
  };
  try {
    await closedLoop(o.connections, o.warmupSec, loop);
    const before = await gatewayCache(gatewayUrl);
    const { log, seconds } = await closedLoop(o.connections, o.durationSec, loop);
    const after = await gatewayCache(gatewayUrl);
    return {
      seconds,
      calls: log.stats(seconds),
      cache: { hits: after.hits - before.hits, misses: after.misses - before.misses },
    };
  } finally {
    agent.destroy();
  }
}
