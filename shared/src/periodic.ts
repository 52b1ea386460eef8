import type { Logger } from './logger';

/** Runs `work` every `everyMs` (never two at once; a failure is logged and the next turn comes); stop() waits for it. */
export function startPeriodic(
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
  logger: Logger,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((err) => logger.warn({ err }, `${name} failed`))
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
