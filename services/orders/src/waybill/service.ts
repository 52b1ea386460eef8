import {
  badRequest,
  byNovaPoshta,
  conflict,
  HttpError,
  notFound,
  STATUS_NAMES,
  type Order,
  type Pool,
} from '@shop/shared';
import { NovaPoshtaError, type NovaPoshtaClient } from '../nova-poshta/client';
import { changeStatus, type Actor } from '../order-status/service';
import { findOrder } from '../orders/repo';
import { ORDER_NOT_FOUND } from '../orders/routes';
import { npPhone, type WaybillEnv } from './config';
import { cashOnDelivery, waybillDocument, type Recipient } from './document';
import { claimWaybill, findWaybill, recipientPlace, releaseClaim, storeWaybill } from './repo';
import { npSavedDocumentSchema } from './schema';

const BY_HAND = 'создайте ТТН в кабинете Новой Почты и отправьте заказ с её номером';

export const WAYBILL_MESSAGES = {
  noSender:
    'Отправитель Новой Почты не настроен: задайте NOVA_POSHTA_API_KEY и переменные NOVA_POSHTA_SENDER_* (см. README)',
  notNovaPoshta: 'Заказ не доставляется Новой Почтой: ТТН для него не создаётся',
  notConfirmed: (order: Order) =>
    `ТТН создаётся для подтверждённого заказа, а этот в статусе «${STATUS_NAMES[order.status].ru}»`,
  noRefs: `В заказе нет населённого пункта и отделения из списка Новой Почты: ${BY_HAND}`,
  placeGone: `Отделения из заказа больше нет в списке Новой Почты: ${BY_HAND}`,
  noSurname: `Новой Почте нужны имя и фамилия получателя, а в заказе нет фамилии: ${BY_HAND}`,
  badPhone: `Телефон получателя не украинский, Новая Почта его не примет: ${BY_HAND}`,
  exists: (number: string) => `ТТН для этого заказа уже создана: ${number}`,
  creating: 'ТТН для этого заказа уже создаётся',
  refused: (reasons: string[]) => `Новая Почта не создала ТТН: ${reasons.join('; ')}`,
  unreachable: 'Новая Почта не ответила, ТТН не создана. Попробуйте ещё раз позже',
  statusMoved: (number: string, why: string) => `ТТН ${number} создана, но заказ не отправлен: ${why}`,
} as const;

const badGateway = (message: string) => new HttpError(502, message);

async function recipientOf(pool: Pool, order: Order): Promise<Recipient> {
  const { cityRef, branchRef, name, surname } = order.delivery;
  if (!cityRef || !branchRef) throw badRequest(WAYBILL_MESSAGES.noRefs);
  if (!surname) throw badRequest(WAYBILL_MESSAGES.noSurname);
  const phone = npPhone(order.delivery.phone);
  if (!phone) throw badRequest(WAYBILL_MESSAGES.badPhone);
  const place = await recipientPlace(pool, cityRef, branchRef);
  if (!place) throw badRequest(WAYBILL_MESSAGES.placeGone);
  return { name: `${surname} ${name}`, phone, place };
}

/** The order as it must be for a waybill, and where its parcel goes; a clear 4xx for anything else. */
async function checkedOrder(pool: Pool, orderId: string) {
  const order = await findOrder(pool, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const made = await findWaybill(pool, orderId);
  if (made?.number) throw conflict(WAYBILL_MESSAGES.exists(made.number));
  if (!byNovaPoshta(order.delivery)) throw badRequest(WAYBILL_MESSAGES.notNovaPoshta);
  if (order.status !== 'confirmed') throw conflict(WAYBILL_MESSAGES.notConfirmed(order));
  return { order, recipient: await recipientOf(pool, order) };
}

async function askNovaPoshta(client: NovaPoshtaClient, document: object) {
  try {
    const saved = npSavedDocumentSchema.safeParse(
      (await client.call('InternetDocument', 'save', document as Record<string, unknown>))[0],
    );
    if (!saved.success) throw new NovaPoshtaError('InternetDocument.save answered no waybill number');
    return saved.data;
  } catch (error) {
    if (!(error instanceof NovaPoshtaError)) throw error;
    throw error.refusal.length
      ? badGateway(WAYBILL_MESSAGES.refused(error.refusal))
      : badGateway(WAYBILL_MESSAGES.unreachable);
  }
}

export interface WaybillDeps {
  pool: Pool;
  client: NovaPoshtaClient;
  env: WaybillEnv;
}

/**
 * Creates the order's waybill at Nova Poshta (InternetDocument.save) and ships the order with it through the
 * status service (history, event, the customer's notice). One waybill per order however often it is asked: the
 * order is claimed before Nova Poshta is called, and a refused or failed call frees it with the order unchanged.
 */
export async function createWaybill(deps: WaybillDeps, orderId: string, actor: Actor): Promise<void> {
  const sender = deps.env.sender;
  if (!sender) throw conflict(WAYBILL_MESSAGES.noSender);
  const { order, recipient } = await checkedOrder(deps.pool, orderId);
  if (!(await claimWaybill(deps.pool, orderId, actor.id))) throw conflict(WAYBILL_MESSAGES.creating);
  let saved;
  try {
    saved = await askNovaPoshta(deps.client, waybillDocument(order, recipient, sender, deps.env.parcel));
  } catch (error) {
    await releaseClaim(deps.pool, orderId);
    throw error;
  }
  const number = saved.IntDocNumber;
  await storeWaybill(deps.pool, orderId, { number, ref: saved.Ref, cashOnDelivery: cashOnDelivery(order) });
  try {
    await changeStatus(
      deps.pool,
      orderId,
      { status: 'shipped', from: 'confirmed', waybill: number, comment: null },
      actor,
    );
  } catch (error) {
    // Someone moved the order while Nova Poshta was asked: the waybill exists there and stays on record.
    if (error instanceof HttpError) throw conflict(WAYBILL_MESSAGES.statusMoved(number, error.message));
    throw error;
  }
}
