import request from 'supertest';
import { signUserHeader, USER_HEADER } from '@shop/shared';
import { asAdmin, asCustomer, testUser } from '@shop/shared/src/testing/service';
import { orderBody, startOrdersKit, type OrdersKit } from '../testing/kit';
import { ORDER_NOT_FOUND } from './routes';

describe('who may see and delete orders', () => {
  let kit: OrdersKit;
  const alice = testUser();
  const bob = testUser();
  let aliceOrders: { _id: string; count: number }[];
  let visitorOrder: { _id: string };

  beforeAll(async () => {
    kit = await startOrdersKit();
    const socks = await kit.addProduct('UAH', [200]);
    const place = (as?: [string, string]) => {
      const req = request(kit.orders.app).post('/api/order');
      return (as ? req.set(...as) : req).send(orderBody([socks.line(0, 6)])).expect(201);
    };
    aliceOrders = [(await place(asCustomer(alice))).body, (await place(asCustomer(alice))).body];
    await place(asCustomer(bob));
    visitorOrder = (await place()).body;
  });
  afterAll(() => kit.stop());

  const get = (path: string, as?: [string, string]) => {
    const req = request(kit.orders.app).get(path);
    return as ? req.set(...as) : req;
  };

  it('lists every order to an admin only, newest first', async () => {
    await get('/api/order').expect(401);
    await get('/api/order', asCustomer(alice)).expect(403);
    const res = await get('/api/order', asAdmin()).expect(200);
    expect(res.body).toHaveLength(4);
    expect(res.body[0]._id).toBe(visitorOrder._id);
  });

  it("shows a user's orders to that user and admins, newest first", async () => {
    await get(`/api/order/user/${alice._id}`).expect(401);
    await get(`/api/order/user/${alice._id}`, asCustomer(bob)).expect(403);
    const own = await get(`/api/order/user/${alice._id}`, asCustomer(alice)).expect(200);
    expect(own.body.map((o: { _id: string }) => o._id)).toEqual([aliceOrders[1]._id, aliceOrders[0]._id]);
    const seenByAdmin = (await get(`/api/order/user/${alice._id}`, asAdmin()).expect(200)).body;
    // An admin sees the same orders, and also who changed their statuses.
    expect(seenByAdmin.map((o: { _id: string }) => o._id)).toEqual(own.body.map((o: { _id: string }) => o._id));
  });

  it('shows one order to its owner and admins', async () => {
    const path = `/api/order/${aliceOrders[0]._id}`;
    await get(path).expect(401);
    await get(path, asCustomer(bob)).expect(403);
    expect((await get(path, asCustomer(alice)).expect(200)).body.count).toBe(aliceOrders[0].count);
    await get(path, asAdmin()).expect(200);
    await get(`/api/order/${visitorOrder._id}`, asCustomer(alice)).expect(403);
  });

  it('answers 404 for an unknown or malformed order id', async () => {
    expect((await get('/api/order/3f0e2a6c-1111-4222-8333-944455556666', asAdmin()).expect(404)).body).toEqual({
      message: ORDER_NOT_FOUND,
    });
    await get('/api/order/not-an-id', asAdmin()).expect(404);
  });

  it('lets only an admin delete an order', async () => {
    const path = `/api/order/delete/${aliceOrders[0]._id}`;
    await request(kit.orders.app).delete(path).expect(401);
    await request(kit.orders.app)
      .delete(path)
      .set(...asCustomer(alice))
      .expect(403);
    await request(kit.orders.app)
      .delete(path)
      .set(...asAdmin())
      .expect(200);
    await get(`/api/order/${aliceOrders[0]._id}`, asAdmin()).expect(404);
    await request(kit.orders.app)
      .delete(path)
      .set(...asAdmin())
      .expect(404);
    const items = await kit.orders.pool.query('SELECT count(*)::int AS n FROM order_items WHERE order_id = $1', [
      aliceOrders[0]._id,
    ]);
    expect(items.rows[0].n).toBe(0);
  });

  it('ignores a user header not signed with the internal secret', async () => {
    const forged = signUserHeader({ ...alice, isAdmin: true }, 'not-the-internal-secret-0000');
    await get('/api/order').set(USER_HEADER, forged).expect(401);
  });
});
