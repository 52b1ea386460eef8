import { workerBeside, WorkerJobs } from '@shop/shared/src/worker-jobs';
import type { GeneratedQuery } from '@shop/catalog/src/search/testing/queries';
import type { CallStats } from './latency';
import type { MixedInputs } from './mixed-plan';

/** The call the distinct searches are logged under. */
export const SEARCH_DISTINCT = 'search-distinct';

/**
 * Where a loop's requests come from, made in the loop thread from this data the first time its key is seen and
 * kept there, so that the next loop with the key goes on where the last one stopped (a warm-up, then the run).
 */
export type LoopSource =
  { key: string; kind: 'mixed'; inputs: MixedInputs } | { key: string; kind: 'searches'; queries: GeneratedQuery[] };

export interface LoopJob {
  baseUrl: string;
  connections: number;
  durationSec: number;
  source: LoopSource;
}

export interface LoopResult {
  /** Each call's figures, in the order the calls were first seen. */
  calls: [string, CallStats][];
  seconds: number;
  /** Requests the source gave so far, over every loop with its key. */
  asked: number;
}

/**
 * autocannon's closed loops (cannon-loop.ts) in a thread of their own, for the same reason as the load thread
 * (load.ts): the bench's thread holds the captured answers and every generated query (195,000 at 10,000
 * products), and its garbage collections would be timed as the shop's latency.
 */
const loopThread = new WorkerJobs<LoopJob, LoopResult>(workerBeside(__filename, 'loop-thread'));

export async function loopInThread(
  job: LoopJob,
): Promise<{ calls: Map<string, CallStats>; seconds: number; asked: number }> {
  const { calls, seconds, asked } = await loopThread.run(job);
  return { calls: new Map(calls), seconds, asked };
}
