import type { Logger, Pool } from '@shop/shared';
import type { Messengers } from './consumer';
import { leaseDue, markFailed, markSent, type Notification } from './repo';

export interface NotificationSender {
  kick(): void;
  stop(): Promise<void>;
}

async function deliver(pool: Pool, messengers: Messengers, n: Notification, logger: Logger) {
  const send = messengers[n.channel];
  try {
    if (!send) throw new Error(`${n.channel} is not configured`);
    await send(n.chat_id, n.text);
    await markSent(pool, n.id);
  } catch (error) {
    logger.warn({ err: error, notification: n.id }, 'notification not sent; will retry');
    await markFailed(pool, n.id, n.attempts, (error as Error).message ?? String(error));
  }
}

/** Sends queued messenger notifications, retrying failures with backoff; safe with several replicas. */
export function startNotificationSender(
  pool: Pool,
  messengers: Messengers,
  logger: Logger,
  pollMs = 1000,
): NotificationSender {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const batch = async () => {
    const due = await leaseDue(pool);
    for (const n of due) await deliver(pool, messengers, n, logger);
    return due.length > 0;
  };
  const run = () => {
    if (stopped || running) return;
    clearTimeout(timer);
    running = (async () => {
      while (!stopped && (await batch().catch(() => false)));
    })().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(run, pollMs);
    });
  };
  run();
  return {
    kick: () => setImmediate(run),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
