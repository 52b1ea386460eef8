import autocannon from 'autocannon';
import './autocannon-bodies';
import type { BenchRequest } from './http';
import { LatencyLog } from './latency';

export interface CannonRequest {
  call: string;
  request: BenchRequest;
}

/** Requests with no answer (refused, reset or timed out connections): which call they were is not known. */
export const NO_ANSWER = 'no answer';

/**
 * `connections` kept-alive connections through autocannon, each sending `next()`'s request as soon as the last is
 * answered, for `durationSec`; each answer's latency is logged under its call. autocannon's client costs a
 * fifth of node:http's CPU a request (0.1 against 0.5 ms measured with `npm run bench`), CPU the shop it
 * measures shares with it on this machine.
 */
export async function cannonLoop(
  baseUrl: string,
  connections: number,
  durationSec: number,
  next: () => CannonRequest,
): Promise<{ log: LatencyLog; seconds: number }> {
  const log = new LatencyLog();
  const setupRequest = (req: autocannon.RawRequest, context: Record<string, unknown>): autocannon.RawRequest => {
    const { call, request } = next();
    context.call = call;
    return {
      ...req,
      method: request.method,
      path: request.path,
      body: request.body,
      headers: {
        'accept-encoding': 'gzip, deflate, br',
        ...(request.body !== undefined && { 'content-type': 'application/json' }),
        ...request.headers,
      },
    };
  };
  const started = performance.now();
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: durationSec,
    timeout: 10,
    requests: [{ setupRequest }],
  });
  // The context holds the call just answered: the next request is set up after this event.
  instance.on('response', (client, status, _bytes, ms) =>
    log.record(String(client.requestIterator.context.call ?? NO_ANSWER), ms, status >= 200 && status < 300),
  );
  const result = await instance;
  for (let i = 0; i < result.errors + result.timeouts; i++) log.record(NO_ANSWER, 0, false);
  return { log, seconds: (performance.now() - started) / 1000 };
}
