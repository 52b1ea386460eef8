import request from 'supertest';
import { makeEnvelope, MemoryBus, type EventData } from '@shop/shared';
import { asAdmin, asCustomer } from '@shop/shared/src/testing/service';
import { delivery, orderBody, startOrdersKit, type OrdersKit } from '../testing/kit';
import { seedSales } from '../testing/sales';

type Line = NonNullable<EventData<'orders.order.placed'>['lines']>[number];
const brand = (id: string) => ({ id, name: { ru: `Бренд ${id}`, ua: `Бренд ${id} UA` } });
const line = (productId: string, brandId: string, qnt: number, amount: number): Line => ({
  productId,
  name: { ru: `Товар ${productId}`, ua: `Товар ${productId} UA` },
  brand: brand(brandId),
  qnt,
  amount,
});

/** An order placed at noon (Kyiv) of a day. */
const placed = (day: string, lines: Line[] | undefined, extra: Partial<EventData<'orders.order.placed'>> = {}) => ({
  ...makeEnvelope('orders.order.placed', {
    orderId: crypto.randomUUID(),
    count: 1,
    userId: null,
    langKey: 'ru',
    totalQnt: (lines ?? []).reduce((s, l) => s + l.qnt, 0),
    totalAmount: (lines ?? []).reduce((s, l) => s + l.amount, 0) || 1500,
    recipient: { name: 'Иван', surname: '', phone: '+38 (050) 123-45-67' },
    pickup: false,
    lines,
    ...extra,
  }),
  time: `${day}T10:00:00.000Z`,
});

describe('the sales dashboard', () => {
  let kit: OrdersKit;
  const dashboard = async (query = '') =>
    (
      await request(kit.orders.app)
        .get(`/api/order/sales/dashboard${query}`)
        .set(...asAdmin())
        .expect(200)
    ).body;

  beforeAll(async () => {
    kit = await startOrdersKit({ bus: new MemoryBus() });
    // March 2026: socks sell most pieces, tights most money; one old event has no lines nor delivery.
    await seedSales(kit.orders.pool, [
      placed('2026-03-02', [line('socks', 'A', 100, 2000), line('tights', 'B', 10, 3000)]),
      placed('2026-03-02', [line('socks', 'A', 50, 1000)], { langKey: 'ua', pickup: true }),
      placed('2026-03-05', [line('tights', 'B', 5, 1500), line('belt', 'B', 1, 200)]),
      placed('2026-03-05', undefined, { pickup: undefined, totalAmount: 1100 }),
      placed('2026-01-20', [line('socks', 'A', 10, 200)]),
    ]);
  });
  afterAll(() => kit.stop());

  it('counts a real order as it is stored: product, brand, delivery, language', async () => {
    const socks = await kit.addProduct('UAH', [250]);
    await request(kit.orders.app)
      .post('/api/order')
      .send(orderBody([socks.line(0, 6)], { langKey: 'ua', delivery: { ...delivery, pickup: true } }))
      .expect(201);
    const today = await dashboard();
    expect(today.totals).toEqual({ orders: 1, revenue: 1500, averageOrder: 1500 });
    expect(today.topProducts.byRevenue).toEqual([
      { id: socks.productId, name: { ru: 'Носки 1', ua: 'Шкарпетки 1' }, revenue: 1500, pieces: 6 },
    ]);
    expect(today.topBrands.byPieces).toEqual([
      { id: expect.any(String), name: { ru: 'Нитка', ua: 'Нитка' }, revenue: 1500, pieces: 6 },
    ]);
    expect(today.delivery).toEqual({ pickup: 1, novaPoshta: 0, unknown: 0 });
    expect(today.languages).toEqual({ ru: 0, ua: 1 });
    expect(today.days).toHaveLength(30);
  });

  it('sums a chosen period by day (days without orders too) and by month for the 12 months up to its end', async () => {
    const march = await dashboard('?from=2026-03-01&to=2026-03-07');
    expect(march.period).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(march.totals).toEqual({ orders: 4, revenue: 8800, averageOrder: 2200 });
    expect(march.days.map((d: { at: string }) => d.at)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(march.days[1]).toEqual({ at: '2026-03-02', orders: 2, revenue: 6000 });
    expect(march.days[2]).toEqual({ at: '2026-03-03', orders: 0, revenue: 0 });
    expect(march.months).toHaveLength(12);
    expect(march.months[0].at).toBe('2025-04');
    expect(march.months.slice(-3)).toEqual([
      { at: '2026-01', orders: 1, revenue: 200 },
      { at: '2026-02', orders: 0, revenue: 0 },
      { at: '2026-03', orders: 4, revenue: 8800 },
    ]);
  });

  it('ranks the top products and brands by revenue and by pieces, and splits orders by delivery and language', async () => {
    const march = await dashboard('?from=2026-03-01&to=2026-03-31');
    const ids = (items: { id: string }[]) => items.map((i) => i.id);
    expect(ids(march.topProducts.byRevenue)).toEqual(['tights', 'socks', 'belt']);
    expect(ids(march.topProducts.byPieces)).toEqual(['socks', 'tights', 'belt']);
    expect(march.topProducts.byPieces[0]).toEqual({
      id: 'socks',
      name: { ru: 'Товар socks', ua: 'Товар socks UA' },
      revenue: 3000,
      pieces: 150,
    });
    expect(march.topBrands.byRevenue).toEqual([
      { id: 'B', name: brand('B').name, revenue: 4700, pieces: 16 },
      { id: 'A', name: brand('A').name, revenue: 3000, pieces: 150 },
    ]);
    expect(ids(march.topBrands.byPieces)).toEqual(['A', 'B']);
    expect(march.delivery).toEqual({ pickup: 1, novaPoshta: 2, unknown: 1 });
    expect(march.languages).toEqual({ ru: 3, ua: 1 });
  });

  it.each([
    '?from=2026-03-10&to=2026-03-01',
    '?from=2025-01-01&to=2026-03-01',
    '?from=2026-02-30',
    '?to=March',
    '?from=2026-03-01&from=2026-03-02',
  ])('refuses the period %s with 400', async (query) => {
    const res = await request(kit.orders.app)
      .get(`/api/order/sales/dashboard${query}`)
      .set(...asAdmin())
      .expect(400);
    expect(res.body).toEqual({ message: 'Период: даты ГГГГ-ММ-ДД, начало не позже конца и не больше 366 дней' });
  });

  it('is for admins only', async () => {
    await request(kit.orders.app).get('/api/order/sales/dashboard').expect(401);
    await request(kit.orders.app)
      .get('/api/order/sales/dashboard')
      .set(...asCustomer())
      .expect(403);
  });
});
