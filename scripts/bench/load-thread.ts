import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import './autocannon-bodies';
import { answerJobs } from '@shop/shared/src/worker-jobs';
import { round1 } from './latency';
import { headersOf, type Load, type LoadJob } from './load';

/** autocannon at `connections` for `durationSec` against `baseUrl`, rotating the plan's requests. */
async function runCannon({ baseUrl, plan, options }: LoadJob): Promise<Load> {
  const headers = headersOf(plan, options.encoding);
  const keyPrefix = randomUUID();
  let n = 0;
  const next = (req: autocannon.RawRequest): autocannon.RawRequest => {
    const variant = plan.variants[n++ % plan.variants.length];
    return {
      ...req,
      path: variant.path,
      body: variant.body,
      headers: plan.uniqueKey ? { ...headers, 'idempotency-key': `${keyPrefix}-${n}` } : headers,
    };
  };
  const cannon = {
    url: baseUrl,
    connections: options.connections,
    duration: options.durationSec,
    ...(options.amount && { amount: options.amount }),
    timeout: 10,
    requests: [{ method: plan.method, setupRequest: next }],
  };
  const instance = autocannon(cannon);
  const latencies: number[] = [];
  if (options.latencies) instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  // Off the main thread autocannon leaves its histograms to be aggregated, as its own workers' are.
  const result = autocannon.aggregateResult([await instance], cannon);
  // Aggregated off autocannon's own thread, a result has no per-second samples (its requests.average is 0).
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    rps: round1(result.requests.total / Math.max(seconds, 0.001)),
    p50: round1(result.latency.p50),
    p99: round1(result.latency.p99),
    errors: result.non2xx + result.errors,
    requests: result.requests.total,
    ...(options.latencies && { latencies }),
  };
}

/** The load thread (load.ts). */
answerJobs(runCannon);
