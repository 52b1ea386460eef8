import request from 'supertest';
import { orderBody, startOrdersKit, type OrdersKit, type TestProduct } from '../testing/kit';

/**
 * Orders placed at once are stored in groups (orderInserts): held behind a lock on the orders table, the first
 * order's write waits and every order placed meanwhile gathers into the next group.
 */
describe('orders placed at once', () => {
  let kit: OrdersKit;
  let socks: TestProduct;

  const post = (qnt: number) =>
    request(kit.orders.app)
      .post('/api/order')
      .send(orderBody([socks.line(0, qnt)]));
  const query = async <T>(text: string, values: unknown[] = []) =>
    (await kit.orders.pool.query(text, values)).rows as T[];

  /** Places the orders while the first write waits, then lets the writes go; answers every response. */
  async function placedTogether(quantities: number[]) {
    const holder = await kit.orders.pool.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE orders IN SHARE MODE');
    const responses = Promise.all(quantities.map(post));
    // Long enough for every request to be priced and waiting for its write, on a slow machine too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await holder.query('COMMIT');
    holder.release();
    return responses;
  }

  beforeAll(async () => {
    kit = await startOrdersKit();
    socks = await kit.addProduct('UAH', [200]);
  });
  afterAll(() => kit.stop());

  it('share a transaction, and each keeps its own number, lines, event and sale', async () => {
    const responses = await placedTogether(Array.from({ length: 20 }, (_, i) => 6 + i));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = responses.map((r) => r.body._id as string);
    const rows = await query<{ id: string; count: string; total_qnt: number; tx: string }>(
      'SELECT id, count, total_qnt, xmin::text AS tx FROM orders WHERE id = ANY($1)',
      [ids],
    );
    expect(rows).toHaveLength(20);
    // The first order's write went alone and waited; the other 19 came meanwhile and went as one.
    expect(new Set(rows.map((row) => row.tx)).size).toBe(2);
    expect(new Set(rows.map((row) => row.count)).size).toBe(20);
    for (const [i, res] of responses.entries()) {
      const row = rows.find((r) => r.id === res.body._id)!;
      expect(res.body).toMatchObject({ count: Number(row.count), totalQnt: 6 + i, totalAmount: 200 * (6 + i) });
      expect(row.total_qnt).toBe(6 + i);
    }
    const lines = await query<{ order_id: string; qnt: number }>(
      'SELECT order_id, qnt FROM order_items WHERE order_id = ANY($1)',
      [ids],
    );
    expect(lines.map((l) => [l.order_id, l.qnt]).sort()).toEqual(rows.map((r) => [r.id, r.total_qnt]).sort());
    const events = await query<{ order_id: string; count: number }>(
      `SELECT envelope->'data'->>'orderId' AS order_id, (envelope->'data'->>'count')::int AS count FROM outbox
        WHERE envelope->'data'->>'orderId' = ANY($1)`,
      [ids],
    );
    expect(events.map((e) => [e.order_id, e.count]).sort()).toEqual(rows.map((r) => [r.id, Number(r.count)]).sort());
    const sales = await query<{ amount: string }>(
      `SELECT amount FROM sales WHERE event_id IN
         (SELECT id FROM outbox WHERE envelope->'data'->>'orderId' = ANY($1))`,
      [ids],
    );
    expect(sales.map((s) => Number(s.amount)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => 200 * (6 + i)),
    );
  });

  it('store the others when the database refuses one of them, which alone fails', async () => {
    await kit.orders.pool.query(`CREATE FUNCTION refuse_thirteen() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.total_qnt = 13 THEN RAISE EXCEPTION 'thirteen refused'; END IF; RETURN NEW; END $$`);
    await kit.orders.pool.query(
      'CREATE TRIGGER refuse_thirteen BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION refuse_thirteen()',
    );
    try {
      const [before] = await query<{ orders: number; events: number }>(
        'SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM outbox) AS events',
      );
      const responses = await placedTogether([11, 12, 13, 14, 15]);
      expect(responses.map((r) => r.status)).toEqual([201, 201, 500, 201, 201]);
      expect(responses[2].body).toEqual({ message: expect.any(String) });
      const stored = await query<{ total_qnt: number }>('SELECT total_qnt FROM orders WHERE id = ANY($1)', [
        responses.map((r) => r.body._id ?? '00000000-0000-0000-0000-000000000000'),
      ]);
      expect(stored.map((row) => row.total_qnt).sort()).toEqual([11, 12, 14, 15]);
      const [after] = await query<{ orders: number; events: number }>(
        'SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM outbox) AS events',
      );
      expect(after).toEqual({ orders: before.orders + 4, events: before.events + 4 });
    } finally {
      await kit.orders.pool.query('DROP TRIGGER refuse_thirteen ON orders');
      await kit.orders.pool.query('DROP FUNCTION refuse_thirteen()');
    }
  });
});
