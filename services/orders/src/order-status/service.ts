import {
  badRequest,
  canMove,
  conflict,
  notFound,
  STATUS_NAMES,
  WAYBILL_PATTERN,
  withTransaction,
  type OrderStatus,
  type Pool,
  type SessionUser,
} from '@shop/shared';
import { ORDER_NOT_FOUND } from '../orders/routes';
import { lockOrder, recordStatusChange, type LockedOrder } from './repo';
import type { ChangeStatusRequest } from './schema';

export const STATUS_MESSAGES = {
  waybillNeeded: 'Укажите номер ТТН Новой Почты: 14 цифр',
  waybillForPickup: 'Заказ на самовывоз: номер ТТН не нужен',
  waybillOnlyWhenShipped: 'Номер ТТН указывается только при отправке заказа',
} as const;

const named = (status: OrderStatus) => `«${STATUS_NAMES[status].ru}»`;

export const illegalMove = (from: OrderStatus, to: OrderStatus) =>
  `Нельзя перевести заказ из статуса ${named(from)} в статус ${named(to)}`;
export const alreadyIn = (status: OrderStatus) => `Заказ уже в статусе ${named(status)}`;
export const changedMeanwhile = (status: OrderStatus) =>
  `Статус заказа уже изменён: сейчас ${named(status)}. Обновите страницу`;

/** 409 for a move the lifecycle does not allow now; 400 for a waybill that does not fit the move. */
function check(order: LockedOrder, request: ChangeStatusRequest): string | null {
  if (request.from && request.from !== order.status) throw conflict(changedMeanwhile(order.status));
  if (request.status === order.status) throw conflict(alreadyIn(order.status));
  if (!canMove(order.status, request.status)) throw conflict(illegalMove(order.status, request.status));
  if (request.status !== 'shipped') {
    if (request.waybill) throw badRequest(STATUS_MESSAGES.waybillOnlyWhenShipped);
    return null;
  }
  if (order.pickup) {
    if (request.waybill) throw badRequest(STATUS_MESSAGES.waybillForPickup);
    return null;
  }
  if (!request.waybill || !WAYBILL_PATTERN.test(request.waybill)) throw badRequest(STATUS_MESSAGES.waybillNeeded);
  return request.waybill;
}

/** Who moves an order: an admin, or the shop itself (Nova Poshta's tracking). */
export interface Actor {
  id: string;
  name: string;
}

export const actorOf = (admin: SessionUser): Actor => ({ id: admin._id, name: admin.userName || admin.phone });

/**
 * Moves an order to another status as an admin (or the shop) asked: the order, its history line and its
 * `orders.order.status-changed` event are written in one transaction (the outbox relay publishes the event).
 */
export async function changeStatus(pool: Pool, orderId: string, request: ChangeStatusRequest, actor: Actor) {
  await withTransaction(pool, async (db) => {
    const order = await lockOrder(db, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const waybill = check(order, request);
    const change = { previousStatus: order.status, status: request.status, comment: request.comment, waybill };
    await recordStatusChange(
      db,
      { orderId, ...change, byId: actor.id, byName: actor.name },
      {
        orderId,
        count: order.count,
        userId: order.userId,
        langKey: order.langKey,
        pickup: order.pickup,
        ...change,
      },
    );
  });
}
