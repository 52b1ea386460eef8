import { z } from 'zod';
import { BOUND_MESSAGES, deliverySchema, langSchema, MAX_QNT, MESSAGES, QNT_MIN } from '@shop/shared';

export const QNT_MESSAGE = BOUND_MESSAGES.qnt;
export const MAX_ORDER_LINES = 500;

/** What the browser may say about a line: which product and option values, and how many. Prices are ignored. */
const orderLineSchema = z.object({
  productId: z.string({ error: 'Товар не найден' }).trim().min(1, 'Товар не найден').max(64, 'Товар не найден'),
  optionValueIds: z
    .array(z.string().max(64), { error: 'Такой комбинации опций нет' })
    .max(10, 'Такой комбинации опций нет')
    .default([]),
  qnt: z.number({ error: QNT_MESSAGE }).int(QNT_MESSAGE).min(QNT_MIN, QNT_MESSAGE).max(MAX_QNT, QNT_MESSAGE),
});
export type OrderLineRequest = z.infer<typeof orderLineSchema>;

/** POST /api/order. totalQnt, totalAmount, userId and every line's price/currency are deliberately not read. */
export const placeOrderSchema = z.object({
  orderItems: z.preprocess(
    (items) => items ?? [],
    z
      .array(orderLineSchema, { error: MESSAGES.emptyOrder })
      .min(1, MESSAGES.emptyOrder)
      .max(MAX_ORDER_LINES, `Не больше ${MAX_ORDER_LINES} строк в заказе`),
  ),
  delivery: deliverySchema,
  langKey: langSchema.default('ru'),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderSchema>;

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, 'Некорректный Idempotency-Key')
  .max(200, 'Некорректный Idempotency-Key')
  .regex(/^[\x21-\x7e]+$/, 'Некорректный Idempotency-Key');

export const orderIdSchema = z.uuid();
