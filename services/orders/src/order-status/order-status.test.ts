import request from 'supertest';
import type { EventEnvelope } from '@shop/shared';
import { asAdmin, asCustomer, testUser } from '@shop/shared/src/testing/service';
import { delivery, orderBody, startOrdersKit, type OrdersKit, type TestProduct } from '../testing/kit';
import { ORDER_NOT_FOUND } from '../orders/routes';
import { alreadyIn, changedMeanwhile, illegalMove, STATUS_MESSAGES } from './service';

const WAYBILL = '20450000123456';

describe('the order lifecycle', () => {
  let kit: OrdersKit;
  let socks: TestProduct;
  const alice = testUser({ userName: 'Алиса' });
  const boss = testUser({ isAdmin: true, userName: 'Начальник' });
  const heard: EventEnvelope<'orders.order.status-changed'>[] = [];

  beforeAll(async () => {
    kit = await startOrdersKit();
    socks = await kit.addProduct('UAH', [200]);
    await kit.orders.bus.subscribe('orders.order.status-changed', (event) => void heard.push(event));
  });
  afterAll(() => kit.stop());

  const place = async (extra: object = {}, as: [string, string] | null = asCustomer(alice)) => {
    const req = request(kit.orders.app).post('/api/order');
    const res = await (as ? req.set(...as) : req).send(orderBody([socks.line(0, 6)], extra)).expect(201);
    return res.body as { _id: string; count: number };
  };
  const move = (id: string, body: object, as: [string, string] | null = asAdmin(boss)) => {
    const req = request(kit.orders.app).post(`/api/order/${id}/status`);
    return (as ? req.set(...as) : req).send(body);
  };
  const stored = async (id: string) =>
    (await kit.orders.pool.query('SELECT status, waybill FROM orders WHERE id = $1', [id])).rows[0];
  const historyRows = async (id: string) =>
    (await kit.orders.pool.query('SELECT count(*)::int AS n FROM order_status_changes WHERE order_id = $1', [id]))
      .rows[0].n;

  it('goes new → confirmed → shipped (with its waybill) → delivered, each step in the history', async () => {
    const order = await place();
    expect((await move(order._id, { status: 'confirmed', comment: ' Позвонили ' }).expect(200)).body).toMatchObject({
      _id: order._id,
      status: 'confirmed',
    });
    await move(order._id, { status: 'shipped', waybill: '2045 0000 1234 56' }).expect(200);
    const done = (await move(order._id, { status: 'delivered', from: 'shipped' }).expect(200)).body;
    expect(done).toMatchObject({ status: 'delivered', waybill: WAYBILL, count: order.count });
    expect(done.history).toEqual([
      { status: 'new', at: done.createdAt, comment: null, waybill: null, by: null },
      { status: 'confirmed', at: expect.any(String), comment: 'Позвонили', waybill: null, by: 'Начальник' },
      { status: 'shipped', at: expect.any(String), comment: null, waybill: WAYBILL, by: 'Начальник' },
      { status: 'delivered', at: expect.any(String), comment: null, waybill: null, by: 'Начальник' },
    ]);
    const times = done.history.map((c: { at: string }) => Date.parse(c.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const { rows } = await kit.orders.pool.query(
      'SELECT by_id, previous_status, status FROM order_status_changes WHERE order_id = $1 ORDER BY id',
      [order._id],
    );
    expect(rows).toEqual([
      { by_id: boss._id, previous_status: 'new', status: 'confirmed' },
      { by_id: boss._id, previous_status: 'confirmed', status: 'shipped' },
      { by_id: boss._id, previous_status: 'shipped', status: 'delivered' },
    ]);
  });

  it('writes each change with its event in the outbox, and the relay publishes it', async () => {
    const order = await place({ langKey: 'ua' });
    await move(order._id, { status: 'confirmed' }).expect(200);
    await move(order._id, { status: 'shipped', waybill: WAYBILL, comment: 'Завтра' }).expect(200);
    const { rows } = await kit.orders.pool.query(
      "SELECT envelope FROM outbox WHERE subject = 'orders.order.status-changed' AND envelope->'data'->>'orderId' = $1 ORDER BY created_at",
      [order._id],
    );
    expect(rows.map((r) => r.envelope.data)).toEqual([
      {
        orderId: order._id,
        count: order.count,
        userId: alice._id,
        langKey: 'ua',
        status: 'confirmed',
        previousStatus: 'new',
        pickup: false,
        waybill: null,
        comment: null,
        changedAt: expect.any(String),
      },
      expect.objectContaining({ status: 'shipped', previousStatus: 'confirmed', waybill: WAYBILL, comment: 'Завтра' }),
    ]);
    const ids = rows.map((r) => r.envelope.id);
    await waitFor(() => ids.every((id) => heard.some((e) => e.id === id)));
  });

  it('refuses moves the lifecycle does not allow with 409 and changes nothing', async () => {
    const order = await place();
    const refuse = async (body: object, message: string) =>
      expect((await move(order._id, body).expect(409)).body).toEqual({ message });
    await refuse({ status: 'shipped', waybill: WAYBILL }, illegalMove('new', 'shipped'));
    await refuse({ status: 'delivered' }, illegalMove('new', 'delivered'));
    await refuse({ status: 'new' }, alreadyIn('new'));
    await move(order._id, { status: 'confirmed' }).expect(200);
    await refuse({ status: 'confirmed' }, alreadyIn('confirmed'));
    await refuse({ status: 'new' }, illegalMove('confirmed', 'new'));
    await refuse({ status: 'delivered' }, illegalMove('confirmed', 'delivered'));
    await move(order._id, { status: 'shipped', waybill: WAYBILL }).expect(200);
    await refuse({ status: 'cancelled' }, illegalMove('shipped', 'cancelled'));
    await move(order._id, { status: 'delivered' }).expect(200);
    for (const status of ['new', 'confirmed', 'shipped', 'cancelled'] as const)
      await refuse({ status, waybill: status === 'shipped' ? WAYBILL : undefined }, illegalMove('delivered', status));
    expect(await stored(order._id)).toEqual({ status: 'delivered', waybill: WAYBILL });
    expect(await historyRows(order._id)).toBe(3);
    expect(illegalMove('new', 'shipped')).toBe('Нельзя перевести заказ из статуса «Новый» в статус «Отправлен»');
  });

  it('refuses a change made from a stale page (the status the admin saw is gone)', async () => {
    const order = await place();
    await move(order._id, { status: 'cancelled', from: 'new' }).expect(200);
    expect((await move(order._id, { status: 'confirmed', from: 'new' }).expect(409)).body).toEqual({
      message: changedMeanwhile('cancelled'),
    });
  });

  it('lets two admins race for one move: one wins, the other gets 409', async () => {
    const order = await place();
    const results = await Promise.all([
      move(order._id, { status: 'confirmed' }),
      move(order._id, { status: 'confirmed', comment: 'второй' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await historyRows(order._id)).toBe(1);
  });

  it('cancels from new or confirmed and restores a cancelled order to new', async () => {
    const fresh = await place();
    await move(fresh._id, { status: 'cancelled', comment: 'Нет в наличии' }).expect(200);
    const restored = (await move(fresh._id, { status: 'new' }).expect(200)).body;
    expect(restored.history.map((c: { status: string }) => c.status)).toEqual(['new', 'cancelled', 'new']);
    await move(fresh._id, { status: 'confirmed' }).expect(200);
    expect((await move(fresh._id, { status: 'cancelled' }).expect(200)).body.status).toBe('cancelled');
  });

  it('needs a 14-digit waybill to ship a delivery order, none for a pickup order', async () => {
    const order = await place();
    await move(order._id, { status: 'confirmed' }).expect(200);
    for (const waybill of [undefined, '', '1234567890123', '2045000012345X', '204500001234567'])
      expect((await move(order._id, { status: 'shipped', waybill }).expect(400)).body).toEqual({
        message: STATUS_MESSAGES.waybillNeeded,
      });
    expect((await move(order._id, { status: 'cancelled', waybill: WAYBILL }).expect(400)).body).toEqual({
      message: STATUS_MESSAGES.waybillOnlyWhenShipped,
    });
    expect(await stored(order._id)).toEqual({ status: 'confirmed', waybill: null });

    const pickup = await place({ delivery: { ...delivery, pickup: true } });
    await move(pickup._id, { status: 'confirmed' }).expect(200);
    expect((await move(pickup._id, { status: 'shipped', waybill: WAYBILL }).expect(400)).body).toEqual({
      message: STATUS_MESSAGES.waybillForPickup,
    });
    const ready = (await move(pickup._id, { status: 'shipped' }).expect(200)).body;
    expect(ready).toMatchObject({ status: 'shipped', waybill: null });
  });

  it('answers 400 for a malformed request and 404 for an unknown order', async () => {
    const order = await place();
    for (const [body, message] of [
      [{}, 'Неизвестный статус заказа'],
      [{ status: 'lost' }, 'Неизвестный статус заказа'],
      [{ status: 'confirmed', waybill: 12 }, 'Номер ТТН должен быть строкой'],
      [{ status: 'confirmed', comment: 'x'.repeat(501) }, 'Комментарий не длиннее 500 символов'],
      [[1], 'Некорректный запрос'],
    ] as const)
      expect((await move(order._id, body).expect(400)).body).toEqual({ message });
    expect((await move('3f0e2a6c-1111-4222-8333-944455556666', { status: 'confirmed' }).expect(404)).body).toEqual({
      message: ORDER_NOT_FOUND,
    });
    await move('not-an-id', { status: 'confirmed' }).expect(404);
    expect(await historyRows(order._id)).toBe(0);
  });

  it('lets only admins change a status; a customer reads only their own order, without who changed it', async () => {
    const order = await place();
    await move(order._id, { status: 'confirmed' }, null).expect(401);
    await move(order._id, { status: 'confirmed' }, asCustomer(alice)).expect(403);
    expect(await stored(order._id)).toEqual({ status: 'new', waybill: null });
    await move(order._id, { status: 'confirmed', comment: 'Ждём оплату' }).expect(200);

    const own = (
      await request(kit.orders.app)
        .get(`/api/order/${order._id}`)
        .set(...asCustomer(alice))
        .expect(200)
    ).body;
    expect(own.status).toBe('confirmed');
    expect(own.history[1]).toEqual({
      status: 'confirmed',
      at: expect.any(String),
      comment: 'Ждём оплату',
      waybill: null,
    });
    const list = (
      await request(kit.orders.app)
        .get(`/api/order/user/${alice._id}`)
        .set(...asCustomer(alice))
    ).body;
    expect(list.find((o: { _id: string }) => o._id === order._id)).toEqual(own);
    await request(kit.orders.app)
      .get(`/api/order/${order._id}`)
      .set(...asCustomer())
      .expect(403);
    await request(kit.orders.app).get(`/api/order/${order._id}`).expect(401);
  });

  it("shows a visitor's order with its status to admins, as before", async () => {
    const visitor = await place({}, null);
    await move(visitor._id, { status: 'confirmed' }).expect(200);
    const seen = (
      await request(kit.orders.app)
        .get(`/api/order/${visitor._id}`)
        .set(...asAdmin())
        .expect(200)
    ).body;
    expect(seen).toMatchObject({ userId: null, status: 'confirmed' });
    expect(seen.history.map((c: { status: string }) => c.status)).toEqual(['new', 'confirmed']);
  });

  it('keeps the history append-only; deleting the order takes its history with it', async () => {
    const order = await place();
    await move(order._id, { status: 'cancelled' }).expect(200);
    const pool = kit.orders.pool;
    await expect(
      pool.query("UPDATE order_status_changes SET comment = 'x' WHERE order_id = $1", [order._id]),
    ).rejects.toThrow(/append-only/);
    await expect(pool.query('DELETE FROM order_status_changes WHERE order_id = $1', [order._id])).rejects.toThrow(
      /append-only/,
    );
    await request(kit.orders.app)
      .delete(`/api/order/delete/${order._id}`)
      .set(...asAdmin())
      .expect(200);
    expect(await historyRows(order._id)).toBe(0);
  });
});

async function waitFor(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
