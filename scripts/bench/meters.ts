import type { CpuMeter } from './cpu';
import { sampleDatabase } from './database-stats';
import { gatewayCache } from './gateway-cache';

/** What the bench samples around a run: each process's CPU, and the benchmark database's counters. */
export interface Meters {
  cpu: CpuMeter;
  dbUrl: string;
}

/** CPU, the database's counters and (through the gateway) its kept answers' hits and misses, sampled together. */
export async function sampleMeters(cpu: CpuMeter, database: string | undefined, gatewayUrl: string | undefined) {
  const [cpuSample, db, cache] = await Promise.all([
    cpu.sample(),
    database ? sampleDatabase(database) : undefined,
    gatewayUrl ? gatewayCache(gatewayUrl) : undefined,
  ]);
  return { cpu: cpuSample, db, cache };
}
