/**
 * The order lifecycle (not in the spec; ours): its statuses, the legal moves between them, their names in both
 * languages and the waybill rule. Pure: the browser shows only the legal moves, the orders service enforces them
 * and identity names them in messages, all from this one file.
 */
import { z } from 'zod';
import type { Bilingual } from './domain';

export const ORDER_STATUSES = ['new', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Where each status may go next; a cancelled order can only be restored to new, a delivered one goes nowhere. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: ['new'],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => NEXT_STATUSES[from].includes(to);

export const STATUS_NAMES: Record<OrderStatus, Bilingual> = {
  new: { ru: 'Новый', ua: 'Новий' },
  confirmed: { ru: 'Подтверждён', ua: 'Підтверджено' },
  shipped: { ru: 'Отправлен', ua: 'Відправлено' },
  delivered: { ru: 'Доставлен', ua: 'Доставлено' },
  cancelled: { ru: 'Отменён', ua: 'Скасовано' },
};

/** A shipped pickup order is not on its way anywhere: it waits in the shop. */
export const PICKUP_READY: Bilingual = { ru: 'Готов к самовывозу', ua: 'Готове до самовивозу' };

/** What a status is called for this order: a shipped pickup order is ready for pickup. */
export const statusName = (status: OrderStatus, pickup: boolean): Bilingual =>
  status === 'shipped' && pickup ? PICKUP_READY : STATUS_NAMES[status];

/** A Nova Poshta waybill (ТТН): 14 digits; spaces people type between the groups are dropped. */
export const WAYBILL_PATTERN = /^\d{14}$/;
export const normalizeWaybill = (text: string) => text.replace(/[\s-]/g, '');

export const trackingUrl = (waybill: string) =>
  `https://novaposhta.ua/tracking/?cargo_number=${encodeURIComponent(waybill)}`;

/** One change of an order's status, as the order answers it (`by` only for admins). */
export const statusChangeSchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  comment: z.string().nullable(),
  waybill: z.string().nullable(),
  by: z.string().nullable().optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const COMMENT_MAX = 500;
