import { serviceUrl, startOutboxRelay, type ServiceContext } from '@shop/shared';
import { deleteOldKeys } from './auth-keys/repo';
import { onOrderPlaced, onOrdersPlaced, onOrderStatusChanged } from './notifications/consumer';
import { startNotificationSender } from './notifications/sender';
import { shopContactsReader } from './notifications/shop-contacts';
import { runtimeOf, type Runtime } from './runtime';
import { deleteOldAttempts } from './sessions/rate-limit';
import { deleteExpiredSessions } from './sessions/repo';

const CLEANUP_MS = 60 * 60_000;

async function cleanUp(ctx: ServiceContext) {
  await deleteOldKeys(ctx.pool);
  await deleteExpiredSessions(ctx.pool);
  await deleteOldAttempts(ctx.pool);
}

/** With PUBLIC_URL set, points the bots' webhooks at this shop (a failure is logged, the shop runs on). */
async function registerWebhooks(runtime: Runtime, ctx: ServiceContext) {
  const base = runtime.env.PUBLIC_URL?.replace(/\/$/, '');
  if (!base) return;
  const secret_token = runtime.env.TELEGRAM_WEBHOOK_SECRET;
  await runtime.telegram?.telegram
    .setWebhook(`${base}/bots/telegram`, { secret_token, allowed_updates: ['message', 'callback_query'] })
    .catch((err) => ctx.logger.warn({ err }, 'telegram setWebhook failed'));
  await runtime.viber?.client
    .setWebhook(`${base}/bots/viber`)
    .catch((err) => ctx.logger.warn({ err }, 'viber set_webhook failed'));
}

/** The outbox relay, the order-notification consumers (placed, status changed) and sender, the hourly clean-up. */
export async function identityBackground(ctx: ServiceContext): Promise<() => Promise<void>> {
  const runtime = runtimeOf(ctx);
  const relay = startOutboxRelay(ctx.pool, ctx.bus, ctx.logger);
  runtime.kickOutbox = relay.kick;
  const maxAgeMs = runtime.env.NOTIFY_MAX_AGE_SECONDS * 1000;
  const sender = startNotificationSender(ctx.pool, runtime.messengers, ctx.logger);
  const shopContacts = shopContactsReader(serviceUrl('catalog', ctx.env), ctx.logger);
  await ctx.bus.subscribe(
    'orders.order.placed',
    async (event) => {
      if (await onOrderPlaced(ctx.pool, runtime.messengers, event, maxAgeMs, shopContacts)) sender.kick();
    },
    {
      durable: runtime.env.NOTIFY_DURABLE,
      batch: async (events) => {
        if (await onOrdersPlaced(ctx.pool, runtime.messengers, events, maxAgeMs, shopContacts)) sender.kick();
      },
    },
  );
  await ctx.bus.subscribe(
    'orders.order.status-changed',
    async (event) => {
      if (await onOrderStatusChanged(ctx.pool, runtime.messengers, event, maxAgeMs)) sender.kick();
    },
    { durable: runtime.env.NOTIFY_DURABLE },
  );
  const cleanup = setInterval(
    () => void cleanUp(ctx).catch((err) => ctx.logger.warn({ err }, 'clean-up failed')),
    CLEANUP_MS,
  );
  cleanup.unref();
  void registerWebhooks(runtime, ctx);
  return async () => {
    clearInterval(cleanup);
    await sender.stop();
    await relay.stop();
  };
}
