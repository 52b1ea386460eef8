/** Keeps this thread busy for `ms`: nothing else runs on it meanwhile (its timers, its sockets). */
export function busyFor(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

/**
 * A stop of the asking thread, long beside what a loaded machine adds to an answer (a 20 ms answer's p99 came to
 * 341 ms in a full suite on 2 cores): a load timed in that thread would count most of it, one in a thread of its
 * own under half of it.
 */
export const THREAD_PAUSE_MS = 2000;
