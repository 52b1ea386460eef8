import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { workerBeside, WorkerJobs } from '@shop/shared/src/worker-jobs';
import type { Encoding } from './args';
import type { CallPlan, Variant } from './calls';
import type { Measurement } from './report';

export interface LoadOptions {
  encoding: Encoding;
  connections: number;
  durationSec: number;
  /** Stop after this many requests instead of after `durationSec`. */
  amount?: number;
  /** Each response's time too (of a run of `amount` requests), to take one p99 over several runs. */
  latencies?: boolean;
}

export type Load = Omit<Measurement, 'call' | 'target'> & { latencies?: number[] };

/** What a load needs of a call: how to ask and the requests to rotate through. */
export type Requests = Pick<CallPlan, 'method' | 'variants' | 'uniqueKey'>;

/** What a browser sends with each request: compression taken (unless measuring the plain bytes), JSON bodies. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';

export function headersOf(plan: Requests, encoding: Encoding): Record<string, string> {
  return {
    ...(encoding === 'gzip' && { 'accept-encoding': BROWSER_ENCODINGS }),
    ...(plan.method === 'POST' && { 'content-type': 'application/json' }),
  };
}

/** A run of the load thread. */
export interface LoadJob {
  baseUrl: string;
  plan: Requests;
  options: LoadOptions;
}

/**
 * autocannon in a thread of its own, with its own heap: in the bench's thread, which holds every captured answer
 * and the fixtures (82 MB at 100,000 products with `--calls public-reads` alone), full garbage collections came
 * every 200-230 ms during runs, each 30-100 ms of marking and an 11-23 ms pause (`--trace-gc`); a probe of the
 * same shape saw one pause the load generator for 110 ms in the middle of a pass, timed as the shop's latency.
 */
const loadThread = new WorkerJobs<LoadJob, Load>(workerBeside(__filename, 'load-thread'));

/** autocannon at `connections` for `durationSec` against `baseUrl`, rotating the plan's requests (load-thread.ts). */
export function runLoad(baseUrl: string, plan: Requests, options: LoadOptions): Promise<Load> {
  const { method, variants, uniqueKey } = plan;
  return loadThread.run({ baseUrl, plan: { method, variants, uniqueKey }, options });
}

/**
 * A second of autocannon against a bare server of the bench's own, before anything is timed, so that the load
 * thread's start (autocannon and its modules loaded and compiled) and its first compiled requests are not counted
 * in the first timed pass. With `--calls public-reads` that pass was the first: the load generator took 10.34 ms
 * of CPU a list over the first pass of 50 brands' price lists made anew against 0.41-1.3 in the next five, beside
 * the shop on the same two cores.
 */
export async function warmLoadGenerator(connections: number): Promise<Load> {
  const server = createServer((_req, res) => res.end('{}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const plan: Requests = { method: 'GET', variants: [{ path: '/' }], uniqueKey: false };
    return await runLoad(`http://127.0.0.1:${port}`, plan, { connections, durationSec: 1, encoding: 'gzip' });
  } finally {
    server.close();
  }
}

/**
 * Every rotated request once, the way a shop that has been open a while has already been asked for each of its
 * products: the throughput of this pass is the cold one (nothing kept yet), the runs after it measure the
 * steady state. Orders (a new one each request) have no such pass.
 */
export async function firstPass(
  baseUrl: string,
  plan: Requests,
  options: Pick<LoadOptions, 'connections' | 'encoding' | 'latencies'>,
): Promise<Load | undefined> {
  if (plan.uniqueKey || plan.variants.length < 2) return undefined;
  const amount = plan.variants.length;
  const connections = Math.min(options.connections, amount);
  return runLoad(baseUrl, plan, { ...options, connections, durationSec: 600, amount });
}

/** A call's real answers, one per rotated request (one for orders: each is a new order anyway). */
export interface Captured {
  answers: CapturedAnswer[];
  /** Mean answer size in bytes. */
  meanBytes: number;
}

export interface CapturedAnswer {
  method: string;
  path: string;
  requestBody: string;
  status: number;
  contentType: string;
  body: string;
}

const CAPTURE_CONCURRENCY = 16;

async function captureOne(baseUrl: string, plan: Requests, variant: Variant): Promise<CapturedAnswer> {
  const res = await fetch(`${baseUrl}${variant.path}`, {
    method: plan.method,
    body: variant.body,
    headers: { ...headersOf(plan, 'identity'), ...(plan.uniqueKey && { 'idempotency-key': randomUUID() }) },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${plan.method} ${variant.path}: HTTP ${res.status} ${body.slice(0, 300)}`);
  const contentType = res.headers.get('content-type') ?? 'application/json';
  return {
    method: plan.method,
    path: variant.path,
    requestBody: variant.body ?? '',
    status: res.status,
    contentType,
    body,
  };
}

/** The bytes the ceiling will answer for each request, fetched from `baseUrl` (the call's service, or the gateway). */
export async function capture(baseUrl: string, plan: Requests): Promise<Captured> {
  const variants = plan.uniqueKey ? plan.variants.slice(0, 1) : plan.variants;
  const answers: CapturedAnswer[] = [];
  for (let i = 0; i < variants.length; i += CAPTURE_CONCURRENCY) {
    const batch = variants.slice(i, i + CAPTURE_CONCURRENCY);
    answers.push(...(await Promise.all(batch.map((variant) => captureOne(baseUrl, plan, variant)))));
  }
  const bytes = answers.reduce((sum, a) => sum + Buffer.byteLength(a.body), 0);
  return { answers, meanBytes: Math.round(bytes / answers.length) };
}
