/** PURE: latencies of one call in a run the benchmark drives itself (the mixed run, the full-text peer). */
export interface CallStats {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

/** To a tenth of a millisecond, as every latency the bench reports. */
export const round1 = (x: number) => Math.round(x * 10) / 10;

/** The value below which `share` (0..1) of the sorted values fall (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (!sorted.length) return 0;
  const rank = Math.ceil(share * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1];
}

export class LatencyLog {
  private readonly ms = new Map<string, number[]>();
  private readonly failed = new Map<string, number>();

  record(call: string, ms: number, ok: boolean): void {
    if (!this.ms.has(call)) this.ms.set(call, []);
    this.ms.get(call)!.push(ms);
    if (!ok) this.failed.set(call, (this.failed.get(call) ?? 0) + 1);
  }

  /** Each call's figures over a run of `seconds`, in the order the calls were first seen. */
  stats(seconds: number): Map<string, CallStats> {
    const out = new Map<string, CallStats>();
    for (const [call, values] of this.ms) {
      const sorted = [...values].sort((a, b) => a - b);
      out.set(call, {
        requests: sorted.length,
        errors: this.failed.get(call) ?? 0,
        rps: round1(sorted.length / Math.max(seconds, 0.001)),
        p50: round1(percentile(sorted, 0.5)),
        p99: round1(percentile(sorted, 0.99)),
      });
    }
    return out;
  }
}

/**
 * `connections` loops, each sending its next request as soon as the last is answered, until `durationSec`
 * passes or `next` has nothing left; each request's latency is logged under the call `next` named.
 */
export async function closedLoop(
  connections: number,
  durationSec: number,
  next: () => { call: string; send: () => Promise<boolean> } | undefined,
): Promise<{ log: LatencyLog; seconds: number }> {
  const log = new LatencyLog();
  const started = performance.now();
  const deadline = started + durationSec * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const request = next();
      if (!request) return;
      const at = performance.now();
      const ok = await request.send().catch(() => false);
      log.record(request.call, performance.now() - at, ok);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { log, seconds: (performance.now() - started) / 1000 };
}
