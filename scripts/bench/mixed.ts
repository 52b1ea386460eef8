import { cpuPerRequest } from './cpu';
import { databasePerRequest } from './database-time';
import { cacheBetween } from './gateway-cache';
import { loopInThread } from './loop-in-thread';
import { sampleMeters, type Meters } from './meters';
import type { MixedInputs } from './mixed-plan';
import type { MixedResult } from './mixed-report';

/**
 * Visitors' traffic through the gateway for `durationSec`: each call's figures, the gateway cache's hit ratio,
 * and the CPU of each process and the database's work per request of the whole mix.
 */
export async function runMixed(
  gatewayUrl: string,
  inputs: MixedInputs,
  meters: Meters,
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
  const sample = () => sampleMeters(meters.cpu, meters.dbUrl, gatewayUrl);
  const before = await sample();
  const { calls, seconds } = await loop(o.durationSec);
  const after = await sample();
  const requests = [...calls.values()].reduce((sum, s) => sum + s.requests, 0);
  return {
    seconds,
    calls,
    cache: cacheBetween(before.cache!, after.cache!),
    cpu: cpuPerRequest(before.cpu, after.cpu, requests),
    db: databasePerRequest(before.db!, after.db!, requests),
  };
}
