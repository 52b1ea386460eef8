import request from 'supertest';
import type { Order } from '@shop/shared';
import { asAdmin } from '@shop/shared/src/testing/service';
import { orderBody, startOrdersKit, type OrdersKit } from '../testing/kit';

/** Issue 11: each line of an order says what it was charged in UAH, and the lines add up to the total. */
describe('orders: each line priced as charged', () => {
  let kit: OrdersKit;
  const read = async (id: string): Promise<Order> =>
    (
      await request(kit.orders.app)
        .get(`/api/order/${id}`)
        .set(...asAdmin())
        .expect(200)
    ).body;

  beforeAll(async () => {
    kit = await startOrdersKit();
    await request(kit.orders.app)
      .post('/api/currencyrate')
      .set(...asAdmin())
      .send({ USD: 41.37, EUR: 45.23 })
      .expect(200);
  });
  afterAll(() => kit.stop());

  async function placeMixedOrder(): Promise<Order> {
    const bodies = await kit.addProduct('EUR', [1.59]);
    const tights = await kit.addProduct('USD', [16.7]);
    const socks = await kit.addProduct('UAH', [120.5]);
    const lines = [bodies.line(0, 7), tights.line(0, 3), socks.line(0, 2)];
    return (await request(kit.orders.app).post('/api/order').send(orderBody(lines)).expect(201)).body;
  }

  it('keeps the price and currency of the catalog and adds the UAH price charged at the order rates', async () => {
    const order = await placeMixedOrder();
    expect(
      order.orderItems.map(({ price, currencyValue, priceUah, qnt }) => [price, currencyValue, priceUah, qnt]),
    ).toEqual([
      [1.59, 'EUR', 71.92, 7], // 1.59 × 45.23 = 71.9157
      [16.7, 'USD', 690.88, 3], // 16.7 × 41.37 = 690.879
      [120.5, 'UAH', 120.5, 2],
    ]);
    const sum = order.orderItems.reduce((total, line) => total + line.priceUah * line.qnt, 0);
    expect(order.totalAmount).toBe(2817.08);
    expect(Math.round(sum * 100) / 100).toBe(order.totalAmount);
    expect(await read(order._id)).toEqual(order);
  });

  it('computes the charged price of an order stored before it was kept, from the rates stored with the order', async () => {
    const order = await placeMixedOrder();
    await kit.orders.pool.query('UPDATE order_items SET price_uah = NULL WHERE order_id = $1', [order._id]);
    await request(kit.orders.app)
      .post('/api/currencyrate')
      .set(...asAdmin())
      .send({ USD: 50, EUR: 60 })
      .expect(200);
    expect((await read(order._id)).orderItems.map((line) => line.priceUah)).toEqual([71.92, 690.88, 120.5]);
    const listed = (
      await request(kit.orders.app)
        .get('/api/order')
        .set(...asAdmin())
        .expect(200)
    ).body as Order[];
    expect(listed.find((o) => o._id === order._id)).toEqual(await read(order._id));
  });
});
