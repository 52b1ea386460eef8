import { z } from 'zod';
import { ORDER_STATUSES } from '@shop/shared';

export const PAGE_SIZE_MAX = 100;
const DATE_MESSAGE = 'Дата должна быть в виде ГГГГ-ММ-ДД';
const day = z.iso.date({ error: DATE_MESSAGE }).optional();
const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/order/list: every filter optional; dates are the shop's days (Kyiv), both ends included. */
export const orderListQuerySchema = z
  .object({
    status: z.preprocess(emptyIsAbsent, z.enum(ORDER_STATUSES, { error: 'Неизвестный статус заказа' }).optional()),
    from: z.preprocess(emptyIsAbsent, day),
    to: z.preprocess(emptyIsAbsent, day),
    q: z.preprocess(
      emptyIsAbsent,
      z.string({ error: 'Некорректный поиск' }).trim().max(40, 'Поиск не длиннее 40 символов').optional(),
    ),
    page: z.coerce
      .number({ error: 'Некорректная страница' })
      .int('Некорректная страница')
      .min(1, 'Некорректная страница')
      .max(100_000, 'Некорректная страница')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Некорректный размер страницы' })
      .int('Некорректный размер страницы')
      .min(1, 'Некорректный размер страницы')
      .max(PAGE_SIZE_MAX, `Не больше ${PAGE_SIZE_MAX} заказов на странице`)
      .default(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Начальная дата позже конечной',
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
