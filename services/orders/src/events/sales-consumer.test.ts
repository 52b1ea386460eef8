import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { asAdmin } from '@shop/shared/src/testing/service';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { createPool, makeEnvelope, MemoryBus, migrate } from '@shop/shared';
import { ordersService } from '../index';
import { orderBody, startOrdersKit, type OrdersKit } from '../testing/kit';
import { recordSale, recordSales } from './sales-consumer';

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

describe('daily sales from orders.order.placed', () => {
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

  beforeAll(async () => {
    kit = await startOrdersKit({ bus: new MemoryBus() });
  });
  afterAll(() => kit.stop());

  it('handles the same event delivered twice once', async () => {
    const event = placed(1500.5);
    const handle = recordSale(kit.orders.pool);
    expect(await handle(event)).toBe(true);
    expect(await handle(event)).toBe(false);
    expect(await salesOf('2026-03-10')).toEqual([{ orders: 1, amount: 1500.5 }]);
  });

  it('handles it once when the two deliveries race', async () => {
    const event = placed(2000, '2026-03-11T21:30:00.000Z'); // 23:30 in Kyiv, still the 11th
    const handle = recordSale(kit.orders.pool);
    const results = await Promise.all([handle(event), handle(event), handle(event)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await salesOf('2026-03-11')).toEqual([{ orders: 1, amount: 2000 }]);
  });

  it('counts the orders delivered together in one go, each once, with their lines', async () => {
    const counted = placed(100, '2026-03-12T10:00:00.000Z');
    expect(await recordSale(kit.orders.pool)(counted)).toBe(true);
    const line = { productId: 'p-7', name: { ru: 'Носки', ua: 'Шкарпетки' }, brand: null, qnt: 2, amount: 150 };
    const withLines = { ...placed(300, '2026-03-12T11:00:00.000Z'), data: { ...counted.data, lines: [line, line] } };
    const other = placed(50, '2026-03-12T12:00:00.000Z');
    await recordSales(kit.orders.pool)([counted, withLines, other, withLines]);
    // The counted one is not counted again; the repeated one counts once.
    expect(await salesOf('2026-03-12')).toEqual([{ orders: 3, amount: 100 + 100 + 50 }]);
    const lines = await kit.orders.pool.query('SELECT position, qnt FROM sale_lines WHERE event_id = $1', [
      withLines.id,
    ]);
    expect(lines.rows).toEqual([
      { position: 0, qnt: 2 },
      { position: 1, qnt: 2 },
    ]);
  });

  it('counts a placed order into today through the bus, and shows the sales to admins only', async () => {
    const socks = await kit.addProduct('UAH', [250]);
    await request(kit.orders.app)
      .post('/api/order')
      .send(orderBody([socks.line(0, 5)]))
      .expect(201);
    const end = Date.now() + 10_000;
    while (!(await sales()).some((d: { amount: number }) => d.amount === 1250)) {
      if (Date.now() > end) throw new Error('the sale never arrived');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await sales())[0]).toEqual({ day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), orders: 1, amount: 1250 });
    await request(kit.orders.app).get('/api/order/sales').expect(401);
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
      expect(await recordSale(pool)(placed(1000, '2026-01-05T12:00:00.000Z'))).toBe(true);
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
