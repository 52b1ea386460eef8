import request from 'supertest';
import { MESSAGES } from '@shop/shared';
import { asAdmin, asCustomer, testUser } from '@shop/shared/src/testing/service';
import { delivery, orderBody, startOrdersKit, type OrdersKit, type TestProduct } from '../testing/kit';
import { forgetRate } from '../currency-rate/service';
import { QNT_MESSAGE } from './schema';

describe('POST /api/order', () => {
  let kit: OrdersKit;
  let socks: TestProduct; // UAH 120 / 150
  let tights: TestProduct; // USD 12.5
  let bodies: TestProduct; // EUR 10
  const post = (body: object) => request(kit.orders.app).post('/api/order').send(body);

  beforeAll(async () => {
    kit = await startOrdersKit();
    await request(kit.orders.app)
      .post('/api/currencyrate')
      .set(...asAdmin())
      .send({ USD: 40, EUR: 50 })
      .expect(200);
    socks = await kit.addProduct('UAH', [120, 150]);
    tights = await kit.addProduct('USD', [12.5]);
    bodies = await kit.addProduct('EUR', [10], ['M']);
  });
  afterAll(() => kit.stop());

  it('stores the order priced by the catalog, in the spec Order shape with totals in UAH', async () => {
    const res = await post(orderBody([socks.line(1, 4), tights.line(0, 2)], { langKey: 'ua' })).expect(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      count: expect.any(Number),
      createdAt: expect.any(String),
      totalQnt: 6,
      totalAmount: 1600,
      userId: null,
      langKey: 'ua',
      delivery,
      orderItems: [
        {
          productId: socks.productId,
          optionValueIds: socks.line(1, 1).optionValueIds,
          name: { ru: expect.stringMatching(/^Носки/), ua: expect.stringMatching(/^Шкарпетки/) },
          options: [{ ru: 'Размер', ua: 'Розмір', value: { ru: 'S1', ua: 'S1' } }],
          price: 150,
          currencyValue: 'UAH',
          priceUah: 150,
          qnt: 4,
        },
        expect.objectContaining({
          productId: tights.productId,
          options: [],
          price: 12.5,
          currencyValue: 'USD',
          priceUah: 500,
          qnt: 2,
        }),
      ],
      status: 'new',
      waybill: null,
      history: [{ status: 'new', at: res.body.createdAt, comment: null, waybill: null, by: null }],
    });
    expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ignores a tampered price, currency, name and totals', async () => {
    const tampered = { ...socks.line(1, 8), price: 0.01, currencyValue: 'EUR', name: { ru: 'x', ua: 'x' } };
    const res = await post(orderBody([tampered], { totalQnt: 1000, totalAmount: 5 })).expect(201);
    expect(res.body).toMatchObject({ totalQnt: 8, totalAmount: 1200 });
    expect(res.body.orderItems[0]).toMatchObject({
      price: 150,
      currencyValue: 'UAH',
      name: { ru: expect.stringMatching(/^Носки/) },
    });
    const stored = await request(kit.orders.app)
      .get(`/api/order/${res.body._id}`)
      .set(...asAdmin())
      .expect(200);
    expect(stored.body).toEqual(res.body);
  });

  it('prices the next orders with a price an admin has just changed in the catalog', async () => {
    const gaiters = await kit.addProduct('UAH', [600]);
    const order = () => post(orderBody([gaiters.line(0, 2)]));
    expect((await order().expect(201)).body.totalAmount).toBe(1200);
    const product = (await request(kit.catalog.app).get(`/api/products/product/${gaiters.productId}`)).body.product;
    const optPrices = [{ id: 'base', ru: '', ua: '', price: 700, barcode: '1' }];
    await request(kit.catalog.app)
      .put('/api/products')
      .set(...asAdmin())
      .send({ ...product, brandId: product.brandId._id, catalogId: product.catalogId._id, optPrices })
      .expect(200);
    // The orders service hears of it through catalog.product.changed, a moment after the catalog answered.
    let total = (await order().expect(201)).body.totalAmount;
    for (const until = Date.now() + 10_000; total !== 1400 && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      total = (await order().expect(201)).body.totalAmount;
    }
    expect(total).toBe(1400);
  });

  it('takes the user from the session, never from the body', async () => {
    const visitor = await post(orderBody([socks.line(0, 9)], { userId: 'someone-else' })).expect(201);
    expect(visitor.body.userId).toBeNull();
    const user = testUser();
    const customer = await request(kit.orders.app)
      .post('/api/order')
      .set(...asCustomer(user))
      .send(orderBody([socks.line(0, 9)], { userId: 'someone-else' }))
      .expect(201);
    expect(customer.body.userId).toBe(user._id);
  });

  describe('minimum order: more than 1000 UAH', () => {
    it('refuses exactly 1000 UAH and accepts 1000.01', async () => {
      const exact = await kit.addProduct('UAH', [100]);
      expect((await post(orderBody([exact.line(0, 10)])).expect(400)).body).toEqual({ message: MESSAGES.minOrder });
      const cent = await kit.addProduct('UAH', [0.01]);
      const res = await post(orderBody([exact.line(0, 10), cent.line(0, 1)])).expect(201);
      expect(res.body.totalAmount).toBe(1000.01);
    });

    it('converts USD and EUR lines with the current rates: 12.5 USD × 40 + 10 EUR × 50 = 1000 is refused', async () => {
      const res = await post(orderBody([tights.line(0, 1), bodies.line(0, 1)])).expect(400);
      expect(res.body.message).toBe(MESSAGES.minOrder);
      const more = await post(orderBody([tights.line(0, 1), bodies.line(0, 2)])).expect(201);
      expect(more.body.totalAmount).toBe(1500);
    });

    it('prices the next order with rates an admin has just changed', async () => {
      const setRates = (USD: number) =>
        request(kit.orders.app)
          .post('/api/currencyrate')
          .set(...asAdmin())
          .send({ USD, EUR: 50 })
          .expect(200);
      try {
        expect((await post(orderBody([tights.line(0, 3)])).expect(201)).body.totalAmount).toBe(1500);
        await setRates(26); // 12.5 × 3 × 26 = 975
        expect((await post(orderBody([tights.line(0, 3)])).expect(400)).body.message).toBe(MESSAGES.minOrder);
        await setRates(44);
        expect((await post(orderBody([tights.line(0, 3)])).expect(201)).body.totalAmount).toBe(1650);
      } finally {
        await setRates(40);
      }
    });

    it('refuses a small order however large the totals the browser claims', async () => {
      const res = await post(orderBody([socks.line(0, 1)], { totalAmount: 99999 })).expect(400);
      expect(res.body.message).toBe(MESSAGES.minOrder);
    });

    it('rounds prices and the UAH total to two decimals (a price of more decimals saved before the bounds)', async () => {
      const odd = await kit.addProduct('USD', [24.12]);
      await kit.catalog.pool.query(
        `UPDATE products SET opt_prices = jsonb_set(opt_prices, '{0,price}', '24.1234') WHERE id = $1`,
        [odd.productId],
      );
      const eur = await kit.addProduct('EUR', [10.01]);
      const res = await post(orderBody([odd.line(0, 2), eur.line(0, 3)])).expect(201);
      expect(res.body.orderItems.map((i: { price: number }) => i.price)).toEqual([24.12, 10.01]);
      expect(res.body.totalAmount).toBe(3431.1); // 24.12 × 2 × 40 + 10.01 × 3 × 50
    });
  });

  describe('refusals with 400 and a message, nothing stored', () => {
    const cases: [string, () => object, string][] = [
      ['no lines', () => orderBody([]), MESSAGES.emptyOrder],
      ['no orderItems at all', () => ({ delivery }), MESSAGES.emptyOrder],
      ['an unknown product', () => orderBody([{ productId: 'nope', optionValueIds: [], qnt: 20 }]), 'Товар не найден'],
      [
        'an unknown option value',
        () => orderBody([{ ...socks.line(0, 20), optionValueIds: ['bogus'] }]),
        'Такой комбинации опций нет',
      ],
      ['a quantity of 0', () => orderBody([socks.line(0, 0)]), QNT_MESSAGE],
      ['a quantity of 1000', () => orderBody([socks.line(0, 1000)]), QNT_MESSAGE],
      ['a fractional quantity', () => orderBody([socks.line(0, 9.5)]), QNT_MESSAGE],
      ['a quantity as text', () => orderBody([{ ...socks.line(0, 9), qnt: '9' }]), QNT_MESSAGE],
      [
        'a missing name',
        () => orderBody([socks.line(0, 9)], { delivery: { ...delivery, name: ' ' } }),
        'Заполните имя',
      ],
      [
        'a 31-character name',
        () => orderBody([socks.line(0, 9)], { delivery: { ...delivery, name: 'Я'.repeat(31) } }),
        'Имя не длиннее 30 символов',
      ],
      [
        'a missing phone',
        () => orderBody([socks.line(0, 9)], { delivery: { ...delivery, phone: '' } }),
        'Заполните телефон',
      ],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const before = await kit.orders.pool.query('SELECT count(*)::int AS n FROM orders');
      const res = await post(body()).expect(400);
      expect(res.body).toEqual({ message });
      const after = await kit.orders.pool.query('SELECT count(*)::int AS n FROM orders');
      expect(after.rows[0].n).toBe(before.rows[0].n);
    });

    it('answers the spec message when no rates are stored', async () => {
      await kit.orders.pool.query('DELETE FROM currency_rates');
      forgetRate(kit.orders.pool); // a change made in the database directly is seen within RATE_CACHE_MS
      try {
        expect((await post(orderBody([socks.line(0, 9)])).expect(400)).body).toEqual({ message: MESSAGES.noRates });
      } finally {
        await kit.orders.pool.query('INSERT INTO currency_rates (id, usd, eur) VALUES (1, 40, 50)');
      }
    });
  });

  it('gives 200 concurrent orders 200 distinct, increasing order numbers', async () => {
    const body = orderBody([socks.line(0, 9)]);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => request(kit.orders.url).post('/api/order').send(body)),
    );
    expect(results.filter((r) => r.status !== 201).map((r) => [r.status, r.body])).toEqual([]);
    const counts = results.map((r) => r.body.count as number);
    expect(new Set(counts).size).toBe(200);
    const list = await request(kit.orders.app)
      .get('/api/order')
      .set(...asAdmin())
      .expect(200);
    const listed = (list.body as { count: number }[]).map((o) => o.count);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
  });
});
