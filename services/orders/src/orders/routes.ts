import { Router, type Request } from 'express';
import { forbidden, notFound, parseOr400, requireAdmin, requireUser, type Order, type SessionUser } from '@shop/shared';
import { deleteOrder, findOrder, listOrders, listUserOrders } from './repo';
import { idempotencyKeySchema, orderIdSchema, placeOrderSchema } from './schema';
import { placeOrder, type OrderDeps } from './service';

export const ORDER_NOT_FOUND = 'Заказ не найден';

/** The id in the path, or a 404 for anything that cannot be an order id. */
function orderIdOf(req: Request): string {
  const parsed = orderIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw notFound(ORDER_NOT_FOUND);
  return parsed.data;
}

/** Who changed a status is the shop's business: a customer sees what changed and when, not which admin did it. */
function forViewer(order: Order, viewer: SessionUser): Order {
  return viewer.isAdmin ? order : { ...order, history: order.history.map(({ by: _by, ...change }) => change) };
}

export function orderRoutes(deps: OrderDeps): Router {
  const router = Router();

  router.post('/api/order', async (req, res) => {
    const header = req.header('idempotency-key');
    const { order, replayed } = await placeOrder(deps, {
      request: parseOr400(placeOrderSchema, req.body),
      user: req.user,
      idempotencyKey: header === undefined ? undefined : parseOr400(idempotencyKeySchema, header),
    });
    if (replayed) res.setHeader('idempotent-replayed', 'true');
    res.status(201).json(order);
  });

  router.get('/api/order', requireAdmin, async (_req, res) => {
    res.json(await listOrders(deps.pool));
  });

  router.get('/api/order/user/:id', requireUser, async (req, res) => {
    if (req.user!._id !== req.params.id && !req.user!.isAdmin) throw forbidden();
    const orders = await listUserOrders(deps.pool, String(req.params.id));
    res.json(orders.map((order) => forViewer(order, req.user!)));
  });

  router.get('/api/order/:id', requireUser, async (req, res) => {
    const order = await findOrder(deps.pool, orderIdOf(req));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.userId !== req.user!._id && !req.user!.isAdmin) throw forbidden();
    res.json(forViewer(order, req.user!));
  });

  router.delete('/api/order/delete/:id', requireAdmin, async (req, res) => {
    if (!(await deleteOrder(deps.pool, orderIdOf(req)))) throw notFound(ORDER_NOT_FOUND);
    res.json({ _id: req.params.id });
  });

  return router;
}
