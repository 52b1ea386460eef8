import { cacheBetween, gatewayCache } from './gateway-cache';
import { loopInThread } from './loop-in-thread';
import type { MixedInputs } from './mixed-plan';
import type { MixedResult } from './mixed-report';

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
    cache: cacheBetween(before, after),
  };
}
