import { percentile, round1 } from './latency';
import type { Load } from './load';
import { cpuSpent } from './report';

/** PURE: how often a public read is timed right after the kept answers went, and its p99 over those passes. */

/** A read with one variant is timed this often, each time right after the kept answers went. */
export const UNCACHED_ROUNDS = 10;
/**
 * A read with many is timed for at least this many passes over them and this many requests (at most
 * UNCACHED_ROUNDS passes): one pass over 50 brands' price lists had the slowest of 50 for its p99, and passes
 * over 300 lists made anew on one machine, one after the other, had p99s from 103 to 225 ms.
 */
const MIN_ROUNDS = 3;
const MIN_REQUESTS = 300;

/** The passes that time a read with `variants` variants uncached. */
export function uncachedRounds(variants: number): number {
  if (variants === 1) return UNCACHED_ROUNDS;
  return Math.min(UNCACHED_ROUNDS, Math.max(MIN_ROUNDS, Math.ceil(MIN_REQUESTS / variants)));
}

/** The p99 over every request of the passes (each timed with its latencies), their requests and errors. */
export function pooledRounds(rounds: Load[]): { p99: number; requests: number; errors: number } {
  const latencies = rounds.flatMap((round) => round.latencies ?? []).sort((a, b) => a - b);
  return {
    p99: round1(percentile(latencies, 0.99)),
    requests: rounds.reduce((sum, round) => sum + round.requests, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

/**
 * One pass of a read with many variants, for the log: its median, p99 and slowest request, and where its CPU went
 * (ms a request, most first). The pooled p99 hides which pass was slow and whether the host took the cores then.
 */
export function formatPass(label: string, pass: number, passes: number, round: Load, cpu?: Record<string, number>) {
  const sorted = [...(round.latencies ?? [])].sort((a, b) => a - b);
  const at = (share: number) => (sorted.length ? round1(percentile(sorted, share)) : '-');
  const spent = cpuSpent(cpu);
  const where = spent ? `; ${spent}` : '';
  return `${label}, pass ${pass} of ${passes}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${at(1)} ms${where}`;
}
