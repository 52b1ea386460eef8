import { z } from 'zod';
import { COMMENT_MAX, normalizeWaybill, ORDER_STATUSES } from '@shop/shared';

const status = z.enum(ORDER_STATUSES, { error: 'Неизвестный статус заказа' });

/** POST /api/order/{id}/status: where to move the order, and (optionally) the status the admin saw it in. */
export const changeStatusSchema = z.object(
  {
    status,
    from: status.optional(),
    waybill: z
      .string({ error: 'Номер ТТН должен быть строкой' })
      .transform(normalizeWaybill)
      .optional()
      .transform((waybill) => waybill || undefined),
    comment: z
      .string({ error: 'Комментарий должен быть строкой' })
      .trim()
      .max(COMMENT_MAX, `Комментарий не длиннее ${COMMENT_MAX} символов`)
      .optional()
      .transform((comment) => comment || null),
  },
  { error: 'Некорректный запрос' },
);
export type ChangeStatusRequest = z.infer<typeof changeStatusSchema>;
