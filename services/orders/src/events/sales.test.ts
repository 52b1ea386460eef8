import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { asAdmin, startTestService } from '@shop/shared/src/testing/service';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { createPool, makeEnvelope, MemoryBus, migrate } from '@shop/shared';
import { ordersService } from '../index';
import { orderBody, startOrdersKit, type OrdersKit } from '../testing/kit';
import { seedSales } from '../testing/sales';
import { countOutboxSales } from './sales-repo';

const placed = (totalAmount: number, time = '2026-03-10T10:00:00.000Z') => ({
  ...makeEnvelope('orders.order.placed', {
    orderId: '3f0e2a6c-1111-4222-8333-944455556666',
    count: 1,
    userId: null,
    langKey: 'ru',
    totalQnt: 3,
    totalAmount,
    recipient: { name: 'Иван', surname: '', phone: '+38 (050) 123-45-67' },
  }),
  time,
});

describe('daily sales, counted as each order is stored', () => {
  let kit: OrdersKit;
  const sales = async () =>
    (
      await request(kit.orders.app)
        .get('/api/order/sales')
        .set(...asAdmin())
        .expect(200)
    ).body;
  const salesOf = async (day: string) =>
    (await kit.orders.pool.query('SELECT orders, amount::float AS amount FROM sales_by_day WHERE day = $1', [day]))
      .rows;
  const salesCount = async () => (await kit.orders.pool.query('SELECT count(*)::int AS n FROM sales')).rows[0].n;

  beforeAll(async () => {
    kit = await startOrdersKit({ bus: new MemoryBus() });
  });
  afterAll(() => kit.stop());

  it('counts a placed order into today at once, with its line, and shows the sales to admins only', async () => {
    const socks = await kit.addProduct('UAH', [250]);
    const placedOrder = await request(kit.orders.app)
      .post('/api/order')
      .send(orderBody([socks.line(0, 5)]))
      .expect(201);
    expect((await sales())[0]).toEqual({ day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), orders: 1, amount: 1250 });
    const { rows } = await kit.orders.pool.query(
      `SELECT l.product_id, l.qnt, l.amount::float AS amount, s.lang, s.pickup FROM sale_lines l
       JOIN sales s USING (event_id) JOIN outbox o ON o.id = s.event_id WHERE o.envelope->'data'->>'orderId' = $1`,
      [placedOrder.body._id],
    );
    expect(rows).toEqual([{ product_id: socks.productId, qnt: 5, amount: 1250, lang: 'ru', pickup: false }]);
    await request(kit.orders.app).get('/api/order/sales').expect(401);
  });

  it('counts an order retried with its Idempotency-Key once', async () => {
    const socks = await kit.addProduct('UAH', [200]);
    const before = await salesCount();
    const body = orderBody([socks.line(0, 6)]);
    const key = crypto.randomUUID();
    await request(kit.orders.app).post('/api/order').set('Idempotency-Key', key).send(body).expect(201);
    await request(kit.orders.app).post('/api/order').set('Idempotency-Key', key).send(body).expect(201);
    expect(await salesCount()).toBe(before + 1);
  });

  it("counts the orders an earlier version's consumer left uncounted in the outbox, each once, with lines", async () => {
    const counted = placed(100, '2026-03-12T10:00:00.000Z');
    expect(await seedSales(kit.orders.pool, [counted])).toBe(1);
    const line = { productId: 'p-7', name: { ru: 'Носки', ua: 'Шкарпетки' }, brand: null, qnt: 2, amount: 150 };
    const withLines = { ...placed(300, '2026-03-12T11:00:00.000Z'), data: { ...counted.data, lines: [line, line] } };
    const other = placed(50, '2026-03-12T21:30:00.000Z'); // 23:30 in Kyiv, still the 12th
    expect(await seedSales(kit.orders.pool, [counted, withLines, other])).toBe(2);
    expect(await countOutboxSales(kit.orders.pool)).toBe(0);
    expect(await salesOf('2026-03-12')).toEqual([{ orders: 3, amount: 100 + 100 + 50 }]);
    const lines = await kit.orders.pool.query('SELECT position, qnt FROM sale_lines WHERE event_id = $1', [
      withLines.id,
    ]);
    expect(lines.rows).toEqual([
      { position: 0, qnt: 2 },
      { position: 1, qnt: 2 },
    ]);
  });

  it('counts them when a service of this version starts', async () => {
    const left = placed(700, '2026-03-14T10:00:00.000Z');
    await kit.orders.pool.query(
      "INSERT INTO outbox (id, subject, envelope, published_at) VALUES ($1, 'orders.order.placed', $2, now())",
      [left.id, left],
    );
    const restarted = await startTestService(ordersService, {
      databaseUrl: kit.orders.databaseUrl,
      bus: new MemoryBus(),
    });
    try {
      expect(await salesOf('2026-03-14')).toEqual([{ orders: 1, amount: 700 }]);
    } finally {
      await restarted.stop();
    }
  });
});

describe('migration 002 (one sales row per order)', () => {
  it('keeps the daily totals counted before it', async () => {
    const db = await createTestDatabase();
    const pool = createPool(db.url, 'orders');
    const before = mkdtempSync(path.join(os.tmpdir(), 'orders-001-'));
    try {
      copyFileSync(path.join(ordersService.migrationsDir, '001_init.sql'), path.join(before, '001_init.sql'));
      await migrate(pool, 'orders', before);
      await pool.query("INSERT INTO sales_by_day (day, orders, amount) VALUES ('2026-01-05', 7, 9100.5)");
      expect((await migrate(pool, 'orders', ordersService.migrationsDir))[0]).toBe('002_sales_rows.sql');
      expect(await seedSales(pool, [placed(1000, '2026-01-05T12:00:00.000Z')])).toBe(1);
      const { rows } = await pool.query(
        "SELECT orders, amount::float AS amount FROM sales_by_day WHERE day = '2026-01-05'",
      );
      expect(rows).toEqual([{ orders: 8, amount: 10100.5 }]);
    } finally {
      rmSync(before, { recursive: true, force: true });
      await pool.end();
      await db.drop();
    }
  });
});
