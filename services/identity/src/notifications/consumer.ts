import { handleOnce, langSchema, type EventEnvelope, type Pool, type Queryable } from '@shop/shared';
import { findUserById, listReachableAdmins, type StoredUser } from '../users/repo';
import { enqueue, type MessengerChannel } from './repo';
import { adminText, customerText } from './texts';

export type Messengers = Partial<Record<MessengerChannel, (chatId: string, text: string) => Promise<void>>>;

/** Where a user can be reached: the messenger they signed in with first, any other configured one next. */
function reach(user: StoredUser, messengers: Messengers): { channel: MessengerChannel; chatId: string } | undefined {
  const ids: Record<MessengerChannel, string | null> = { telegram: user.telegramId, viber: user.viberId };
  const order: MessengerChannel[] = user.authMethod === 'viber' ? ['viber', 'telegram'] : ['telegram', 'viber'];
  const channel = order.find((c) => ids[c] && messengers[c]);
  return channel && { channel, chatId: ids[channel]! };
}

/** Queues the message where the user can be reached: the number of messages queued (0 or 1). */
async function notify(db: Queryable, user: StoredUser, text: string, messengers: Messengers): Promise<number> {
  const target = reach(user, messengers);
  if (!target) return 0;
  await enqueue(db, target.channel, target.chatId, text);
  return 1;
}

/**
 * Queues the messages about a placed order, once per event however often it is delivered. An order older
 * than `maxAgeMs` is not news: a new consumer replaying the stream's history must not flood the admins.
 * True when it queued a message (only then has the sender work to do).
 */
export async function onOrderPlaced(
  pool: Pool,
  messengers: Messengers,
  event: EventEnvelope<'orders.order.placed'>,
  maxAgeMs: number,
) {
  if (Date.now() - Date.parse(event.time) > maxAgeMs) return false;
  const order = event.data;
  let queued = 0;
  const handled = await handleOnce(pool, event.id, async (db) => {
    for (const admin of await listReachableAdmins(db)) queued += await notify(db, admin, adminText(order), messengers);
    const customer = order.userId ? await findUserById(db, order.userId) : undefined;
    const lang = langSchema.catch('ru').parse(order.langKey);
    if (customer) queued += await notify(db, customer, customerText(order, lang), messengers);
  });
  return handled && queued > 0;
}
