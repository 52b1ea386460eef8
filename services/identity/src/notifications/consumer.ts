import { langSchema, type EventEnvelope, type Pool, type Queryable } from '@shop/shared';
import { findUserById, listOrderRecipients, type StoredUser } from '../users/repo';
import { claimAndQueue, claimAndQueueAll, type MessengerChannel, type QueuedMessage } from './repo';
import type { ReadShopContacts } from './shop-contacts';
import { adminText, customerText, statusText } from './texts';

export type Messengers = Partial<Record<MessengerChannel, (chatId: string, text: string) => Promise<void>>>;

/** Where a user can be reached: the messenger they signed in with first, any other configured one next. */
function reach(user: StoredUser, messengers: Messengers): { channel: MessengerChannel; chatId: string } | undefined {
  const ids: Record<MessengerChannel, string | null> = { telegram: user.telegramId, viber: user.viberId };
  const order: MessengerChannel[] = user.authMethod === 'viber' ? ['viber', 'telegram'] : ['telegram', 'viber'];
  const channel = order.find((c) => ids[c] && messengers[c]);
  return channel && { channel, chatId: ids[channel]! };
}

/** The messages about an order: one to each reachable admin, one to the customer where they can be reached. */
async function messagesAbout(
  db: Queryable,
  order: EventEnvelope<'orders.order.placed'>['data'],
  messengers: Messengers,
  shopContacts: ReadShopContacts,
): Promise<QueuedMessage[]> {
  if (!Object.keys(messengers).length) return [];
  const users = await listOrderRecipients(db, order.userId);
  const customer = users.find((user) => user._id === order.userId);
  const lang = langSchema.catch('ru').parse(order.langKey);
  const contacts = customer ? await shopContacts() : undefined;
  const letters: [StoredUser, string][] = [
    ...users.filter((user) => user.isAdmin).map((admin): [StoredUser, string] => [admin, adminText(order)]),
    ...(customer ? [[customer, customerText(order, lang, contacts)] as [StoredUser, string]] : []),
  ];
  return letters.flatMap(([user, text]) => {
    const target = reach(user, messengers);
    return target ? [{ channel: target.channel, chat_id: target.chatId, text }] : [];
  });
}

/**
 * Queues the messages about a placed order, once per event however often it is delivered: the event is claimed
 * and its messages queued in one statement. An order older than `maxAgeMs` is not news: a new consumer
 * replaying the stream's history must not flood the admins. True when it queued a message (only then has the
 * sender work to do).
 */
export async function onOrderPlaced(
  pool: Pool,
  messengers: Messengers,
  event: EventEnvelope<'orders.order.placed'>,
  maxAgeMs: number,
  shopContacts: ReadShopContacts = async () => undefined,
) {
  return onOrdersPlaced(pool, messengers, [event], maxAgeMs, shopContacts);
}

/**
 * The same for the orders delivered together: their messages are queued and the events claimed in one statement
 * (one commit under load). True when it queued a message.
 */
export async function onOrdersPlaced(
  pool: Pool,
  messengers: Messengers,
  events: EventEnvelope<'orders.order.placed'>[],
  maxAgeMs: number,
  shopContacts: ReadShopContacts = async () => undefined,
) {
  const news = events.filter((event) => Date.now() - Date.parse(event.time) <= maxAgeMs);
  if (!news.length) return false;
  const claims = [];
  for (const event of news)
    claims.push({ eventId: event.id, messages: await messagesAbout(pool, event.data, messengers, shopContacts) });
  return (await claimAndQueueAll(pool, claims)) > 0;
}

/** The customer's message about a status change, where they can be reached (a visitor's order has no one). */
async function statusMessages(
  db: Queryable,
  change: EventEnvelope<'orders.order.status-changed'>['data'],
  messengers: Messengers,
): Promise<QueuedMessage[]> {
  const customer = change.userId ? await findUserById(db, change.userId) : undefined;
  const target = customer && reach(customer, messengers);
  if (!target) return [];
  const lang = langSchema.catch('ru').parse(change.langKey);
  return [{ channel: target.channel, chat_id: target.chatId, text: statusText(change, lang) }];
}

/**
 * Queues the customer's message about a change of their order's status, in the order's language, once per event
 * however often it is delivered (claimed and queued in one statement, as for a placed order). True when it
 * queued a message.
 */
export async function onOrderStatusChanged(
  pool: Pool,
  messengers: Messengers,
  event: EventEnvelope<'orders.order.status-changed'>,
  maxAgeMs: number,
) {
  if (Date.now() - Date.parse(event.time) > maxAgeMs) return false;
  const messages = await statusMessages(pool, event.data, messengers);
  return (await claimAndQueue(pool, event.id, messages)) > 0;
}
