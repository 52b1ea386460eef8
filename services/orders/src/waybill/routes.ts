import { Router } from 'express';
import { HttpError, notFound, requireAdmin, waybillLabelPath, type OrderWaybill, type Pool } from '@shop/shared';
import { novaPoshtaClient, NovaPoshtaError } from '../nova-poshta/client';
import { readNovaPoshtaEnv } from '../nova-poshta/config';
import { actorOf } from '../order-status/service';
import { findOrder } from '../orders/repo';
import { ORDER_NOT_FOUND } from '../orders/routes';
import { orderIdSchema } from '../orders/schema';
import { readWaybillEnv } from './config';
import { fetchLabel } from './label';
import { findWaybill } from './repo';
import { createWaybill } from './service';

export const LABEL_MESSAGES = {
  none: 'У заказа нет ТТН, созданной магазином',
  failed: 'Новая Почта не отдала этикетку ТТН. Попробуйте ещё раз позже',
} as const;

function orderId(raw: string): string {
  const id = orderIdSchema.safeParse(raw);
  if (!id.success) throw notFound(ORDER_NOT_FOUND);
  return id.data;
}

/**
 * The admin's Nova Poshta waybill of an order: whether the shop can create one and the one it made
 * (GET /api/order/{id}/waybill), its creation (POST, answers `{order, waybill}`), and its label
 * (GET /api/order/{id}/waybill/label, a PDF). Admins only.
 */
export function waybillRoutes(pool: Pool, env: NodeJS.ProcessEnv, changed: () => void): Router {
  const { NOVA_POSHTA_API_KEY: apiKey, NOVA_POSHTA_API_URL } = readNovaPoshtaEnv(env);
  const waybillEnv = readWaybillEnv(env);
  const deps = {
    pool,
    client: novaPoshtaClient(NOVA_POSHTA_API_URL, apiKey ?? ''),
    env: apiKey ? waybillEnv : { ...waybillEnv, sender: undefined },
  };
  const router = Router();

  const answer = async (id: string): Promise<OrderWaybill> => {
    const made = await findWaybill(pool, id);
    return {
      senderConfigured: Boolean(deps.env.sender),
      waybill:
        made?.number && made.createdAt
          ? {
              number: made.number,
              createdAt: made.createdAt.toISOString(),
              cashOnDelivery: made.cashOnDelivery,
              label: waybillLabelPath(id),
            }
          : null,
    };
  };

  router.get('/api/order/:id/waybill', requireAdmin, async (req, res) => {
    const id = orderId(req.params.id as string);
    if (!(await findOrder(pool, id))) throw notFound(ORDER_NOT_FOUND);
    res.json(await answer(id));
  });

  router.post('/api/order/:id/waybill', requireAdmin, async (req, res) => {
    const id = orderId(req.params.id as string);
    await createWaybill(deps, id, actorOf(req.user!));
    changed();
    res.status(201).json({ order: await findOrder(pool, id), waybill: (await answer(id)).waybill });
  });

  router.get('/api/order/:id/waybill/label', requireAdmin, async (req, res) => {
    const id = orderId(req.params.id as string);
    const number = (await findWaybill(pool, id))?.number;
    if (!number || !apiKey) throw notFound(LABEL_MESSAGES.none);
    let pdf: Buffer;
    try {
      pdf = await fetchLabel(waybillEnv.labelUrl, apiKey, number);
    } catch (error) {
      if (error instanceof NovaPoshtaError) throw new HttpError(502, LABEL_MESSAGES.failed);
      throw error;
    }
    res.set({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="ttn-${number}.pdf"`,
      'cache-control': 'private, no-store',
    });
    res.send(pdf);
  });

  return router;
}
