import { randomUUID } from 'node:crypto';
import { sleep } from './cluster';

/** What one client saw for one order: the final answer and every failed attempt before it. */
export interface OrderOutcome {
  key: string;
  status: number;
  orderId?: string;
  /** Attempts that failed with a network error or a 5xx and were retried with the same key. */
  retries: number;
  /** Statuses (or 'network') of the failed attempts. */
  failures: string[];
}

export interface StreamOptions {
  gateways: string[];
  bodies: string[];
  orders: number;
  /** Clients sending at the same time. */
  concurrency: number;
  /** Retry a network error or a 5xx with the same Idempotency-Key (a real client's behaviour); off = one attempt. */
  retry: boolean;
  /** Give up retrying after this long (the test then fails on the missing 2xx). */
  retryForMs?: number;
  /** Clients start no new order once this answers true (a stream for a while rather than for a number). */
  until?(): boolean;
  /** Called after each order that ended in a 2xx, with the number of such orders so far. */
  onSuccess?(succeeded: number): void;
}

async function attempt(
  gateway: string,
  body: string,
  key: string,
): Promise<{ status: number | 'network'; orderId?: string }> {
  try {
    const res = await fetch(`${gateway}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await res.json().catch(() => ({}))) as { _id?: string };
    return { status: res.status, orderId: answer._id };
  } catch {
    return { status: 'network' };
  }
}

async function placeOne(options: StreamOptions, index: number): Promise<OrderOutcome> {
  const key = `stream-${randomUUID()}`;
  const body = options.bodies[index % options.bodies.length];
  const failures: string[] = [];
  const giveUpAt = Date.now() + (options.retryForMs ?? 45_000);
  for (let n = 0; ; n++) {
    const gateway = options.gateways[(index + n) % options.gateways.length];
    const { status, orderId } = await attempt(gateway, body, key);
    const retryable = status === 'network' || status >= 500;
    if (!retryable || !options.retry || Date.now() > giveUpAt) {
      return { key, status: status === 'network' ? 0 : status, orderId, retries: failures.length, failures };
    }
    failures.push(String(status));
    await sleep(150);
  }
}

/** Sends `orders` orders, each with its own Idempotency-Key, from `concurrency` clients over the gateways in turn. */
export async function orderStream(options: StreamOptions): Promise<OrderOutcome[]> {
  const outcomes: OrderOutcome[] = [];
  let next = 0;
  let succeeded = 0;
  const client = async () => {
    while (next < options.orders && !options.until?.()) {
      const outcome = await placeOne(options, next++);
      outcomes.push(outcome);
      if (outcome.status >= 200 && outcome.status < 300) options.onSuccess?.(++succeeded);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return outcomes;
}
