import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { asAdmin, asCustomer, testUser } from '@shop/shared/src/testing/service';
import { orderBody, startOrdersKit, type OrdersKit, type TestProduct } from '../testing/kit';
import { KEY_REUSED } from './service';

describe('Idempotency-Key on POST /api/order', () => {
  let kit: OrdersKit;
  let socks: TestProduct;
  const ordersCount = async () =>
    (await kit.orders.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n as number;
  const outboxCount = async () =>
    (await kit.orders.pool.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n as number;
  const post = (key: string, body: object, as?: [string, string]) => {
    const req = request(kit.orders.app).post('/api/order').set('Idempotency-Key', key);
    return (as ? req.set(...as) : req).send(body);
  };

  beforeAll(async () => {
    kit = await startOrdersKit();
    socks = await kit.addProduct('UAH', [200]);
  });
  afterAll(() => kit.stop());

  it('returns the first order to a retried POST and stores one order and one event', async () => {
    const key = randomUUID();
    const body = orderBody([socks.line(0, 6)]);
    const [orders, events] = [await ordersCount(), await outboxCount()];
    const first = await post(key, body).expect(201);
    const retry = await post(key, body).expect(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await ordersCount()).toBe(orders + 1);
    expect(await outboxCount()).toBe(events + 1);
  });

  it('answers a retry with the first order even when the product has gone from the catalog since', async () => {
    const gone = await kit.addProduct('UAH', [300]);
    const key = randomUUID();
    const body = orderBody([gone.line(0, 4)]);
    const first = await post(key, body).expect(201);
    await request(kit.catalog.app)
      .delete(`/api/products/${gone.productId}`)
      .set(...asAdmin())
      .expect(200);
    // The orders service learns of the deletion from the catalog's event, a moment after the catalog answered.
    let refused = await post(randomUUID(), body);
    for (const until = Date.now() + 10_000; refused.status !== 400 && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      refused = await post(randomUUID(), body);
    }
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Товар не найден' });
    const retry = await post(key, body).expect(201);
    expect(retry.body).toEqual(first.body);
    expect((await post(key, orderBody([gone.line(0, 5)])).expect(409)).body).toEqual({ message: KEY_REUSED });
  });

  it('makes one order from 20 concurrent POSTs with the same key', async () => {
    const key = randomUUID();
    const body = orderBody([socks.line(0, 7)]);
    const before = await ordersCount();
    const results = await Promise.all(Array.from({ length: 20 }, () => post(key, body)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.body._id)).size).toBe(1);
    expect(await ordersCount()).toBe(before + 1);
  });

  it('refuses the same key with a different order (409) and stores nothing', async () => {
    const key = randomUUID();
    await post(key, orderBody([socks.line(0, 6)])).expect(201);
    const before = await ordersCount();
    const res = await post(key, orderBody([socks.line(0, 8)])).expect(409);
    expect(res.body).toEqual({ message: KEY_REUSED });
    expect(await ordersCount()).toBe(before);
  });

  it("keeps one caller's key apart from another's", async () => {
    const key = randomUUID();
    const body = orderBody([socks.line(0, 6)]);
    const mine = await post(key, body, asCustomer(testUser())).expect(201);
    const theirs = await post(key, body, asCustomer(testUser())).expect(201);
    expect(theirs.body._id).not.toBe(mine.body._id);
  });

  it('places a new order after the first one was deleted', async () => {
    const key = randomUUID();
    const body = orderBody([socks.line(0, 6)]);
    const first = await post(key, body).expect(201);
    await request(kit.orders.app)
      .delete(`/api/order/delete/${first.body._id}`)
      .set(...asAdmin())
      .expect(200);
    const again = await post(key, body).expect(201);
    expect(again.body._id).not.toBe(first.body._id);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await post('x'.repeat(201), orderBody([socks.line(0, 6)])).expect(400);
    expect(res.body).toEqual({ message: 'Некорректный Idempotency-Key' });
  });
});
