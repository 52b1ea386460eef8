import request from 'supertest';
import { BOUND_MESSAGES } from '@shop/shared';
import { asAdmin } from '@shop/shared/src/testing/service';
import { forgetRate } from '../currency-rate/service';
import { orderBody, startOrdersKit, type OrdersKit } from '../testing/kit';

/**
 * Issue 11: whatever the catalog holds (a price stored before the bounds existed, a leaf not priced yet) and
 * however large the order, POST /api/order answers 400 with a message, never 500, and stores nothing.
 */
describe('POST /api/order: numbers out of bounds', () => {
  let kit: OrdersKit;
  const post = (body: object) => request(kit.orders.app).post('/api/order').send(body);
  const orderCount = async () => (await kit.orders.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;

  /** Puts a price straight into the catalog's table, as a price saved before the bounds would be. */
  async function storedPrice(productId: string, price: number) {
    await kit.catalog.pool.query(
      `UPDATE products SET opt_prices = jsonb_set(opt_prices, '{0,price}', $2::text::jsonb) WHERE id = $1`,
      [productId, String(price)],
    );
  }

  beforeAll(async () => {
    kit = await startOrdersKit();
    await request(kit.orders.app)
      .post('/api/currencyrate')
      .set(...asAdmin())
      .send({ USD: 40, EUR: 50 })
      .expect(200);
  });
  afterAll(() => kit.stop());

  it.each([
    ['a price of 1e20 (numeric field overflow before)', 1e20],
    ['a negative price', -5],
    ['a price above 1,000,000', 1_000_000.5],
  ])('refuses %s stored in the catalog', async (_what, price) => {
    const product = await kit.addProduct('UAH', [100]);
    await storedPrice(product.productId, price);
    const before = await orderCount();
    const res = await post(orderBody([product.line(0, 20)])).expect(400);
    expect(res.body.message).toMatch(/^Цена товара «Носки \d+» вне допустимых пределов/);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a combination that is not priced yet (a leaf price of 0)', async () => {
    const product = await kit.addProduct('UAH', [0]);
    const res = await post(orderBody([product.line(0, 20)])).expect(400);
    expect(res.body.message).toMatch(/^У товара «Носки \d+» нет цены/);
  });

  it('refuses a total above 1,000,000,000 UAH that numeric(14, 2) could not even hold for 500 lines', async () => {
    const dear = await kit.addProduct('EUR', [1_000_000]);
    const res = await post(orderBody(Array.from({ length: 500 }, () => dear.line(0, 999)))).expect(400);
    expect(res.body).toEqual({ message: BOUND_MESSAGES.orderTotal });
    const one = await post(orderBody([dear.line(0, 21)])).expect(400);
    expect(one.body).toEqual({ message: BOUND_MESSAGES.orderTotal });
    expect((await post(orderBody([dear.line(0, 19)])).expect(201)).body.totalAmount).toBe(950_000_000);
  });

  it('refuses a total made too large by rates stored out of range', async () => {
    const tights = await kit.addProduct('USD', [500]);
    await kit.orders.pool.query('UPDATE currency_rates SET usd = 99999999');
    forgetRate(kit.orders.pool);
    try {
      expect((await post(orderBody([tights.line(0, 999)])).expect(400)).body).toEqual({
        message: BOUND_MESSAGES.orderTotal,
      });
    } finally {
      await kit.orders.pool.query('UPDATE currency_rates SET usd = 40');
      forgetRate(kit.orders.pool);
    }
  });
});
