/** Keeps this thread busy for `ms`: nothing else runs on it meanwhile (its timers, its sockets). */
export function busyFor(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
}
