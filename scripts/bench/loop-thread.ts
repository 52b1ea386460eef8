import { answerJobs } from '@shop/shared/src/worker-jobs';
import { cannonLoop, type CannonRequest } from './cannon-loop';
import { SEARCH_DISTINCT, type LoopJob, type LoopResult, type LoopSource } from './loop-in-thread';
import { mixedRequests } from './mixed-plan';

/** Each source's next request, and how many it gave. */
const sources = new Map<string, { next: () => CannonRequest; asked: number }>();

function requestsOf(source: LoopSource): () => CannonRequest {
  if (source.kind === 'mixed') return mixedRequests(source.inputs);
  const { queries } = source;
  let i = 0;
  return () => ({
    call: SEARCH_DISTINCT,
    request: { method: 'POST', path: '/api/products/search', body: JSON.stringify(queries[i++ % queries.length]) },
  });
}

async function loop({ baseUrl, connections, durationSec, source }: LoopJob): Promise<LoopResult> {
  let kept = sources.get(source.key);
  if (!kept) sources.set(source.key, (kept = { next: requestsOf(source), asked: 0 }));
  const counted = kept;
  const { log, seconds } = await cannonLoop(baseUrl, connections, durationSec, () => {
    counted.asked++;
    return counted.next();
  });
  return { calls: [...log.stats(seconds)], seconds, asked: counted.asked };
}

/** The loop thread (loop-in-thread.ts). */
answerJobs(loop);
