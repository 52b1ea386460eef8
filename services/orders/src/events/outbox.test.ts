import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createLogger, NatsBus, type EventEnvelope } from '@shop/shared';
import { orderBody, startOrdersKit, type OrdersKit } from '../testing/kit';
import { natsServerInstalled, NATS_SERVER_BIN, startPrivateNats } from '@shop/shared/src/testing/nats-server';

const logger = createLogger('test', 'silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor(check: () => boolean | Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(50);
  }
}

describe('the order and its orders.order.placed event', () => {
  let kit: OrdersKit;
  beforeAll(async () => {
    kit = await startOrdersKit();
  });
  afterAll(() => kit.stop());

  /** An order of four pairs at 300 UAH, placed. */
  const placeOrder = async () => {
    const socks = await kit.addProduct('UAH', [300]);
    return request(kit.orders.app)
      .post('/api/order')
      .send(orderBody([socks.line(0, 4)]))
      .expect(201);
  };
  /** The outbox rows of an order's event, with the columns asked for. */
  const outboxRowsOf = async (orderId: string, columns: string) =>
    (await kit.orders.pool.query(`SELECT ${columns} FROM outbox WHERE envelope->'data'->>'orderId' = $1`, [orderId]))
      .rows;

  it('are written together: the outbox holds the event of the stored order', async () => {
    const res = await placeOrder();
    const rows = await outboxRowsOf(res.body._id, 'envelope');
    expect(rows).toHaveLength(1);
    expect(rows[0].envelope).toMatchObject({
      subject: 'orders.order.placed',
      data: {
        orderId: res.body._id,
        count: res.body.count,
        userId: null,
        totalAmount: 1200,
        totalQnt: 4,
        langKey: 'ru',
      },
    });
  });

  it('are published right after the commit, from memory: the relay does not claim the row again', async () => {
    const res = await placeOrder();
    const row = async () => (await outboxRowsOf(res.body._id, 'published_at, claimed_until'))[0];
    await waitFor(async () => (await row()).published_at !== null, 5000);
    expect((await row()).claimed_until).toBeNull();
  });

  it('are not written at all when the event cannot be stored', async () => {
    const socks = await kit.addProduct('UAH', [300]);
    await kit.orders.pool.query('ALTER TABLE outbox ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
    try {
      const before = (await kit.orders.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
      const res = await request(kit.orders.app)
        .post('/api/order')
        .send(orderBody([socks.line(0, 4)]))
        .expect(500);
      expect(res.body).toEqual({ message: 'Внутренняя ошибка сервера' });
      expect((await kit.orders.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n).toBe(before);
    } finally {
      await kit.orders.pool.query('ALTER TABLE outbox DROP CONSTRAINT refuse_all');
    }
  });
});

const withNatsServer = natsServerInstalled ? describe : describe.skip;
withNatsServer(`orders while NATS is down (private ${NATS_SERVER_BIN})`, () => {
  it('accepts the order, then publishes its event exactly once after NATS is back', async () => {
    const nats = await startPrivateNats();
    const bus = await NatsBus.connect(nats.url, logger, 'orders-under-test');
    const kit = await startOrdersKit({ bus });
    const watcher = await NatsBus.connect(nats.url, logger, 'watcher');
    try {
      const seen: EventEnvelope<'orders.order.placed'>[] = [];
      await watcher.subscribe('orders.order.placed', (e) => void seen.push(e), {
        durable: `w${randomUUID().slice(0, 8)}`,
      });
      const socks = await kit.addProduct('UAH', [300]);

      await nats.stop();
      const res = await request(kit.orders.app)
        .post('/api/order')
        .send(orderBody([socks.line(0, 4)]))
        .expect(201);
      await sleep(1500);
      const pending = await kit.orders.pool.query('SELECT published_at FROM outbox');
      expect(pending.rows).toEqual([{ published_at: null }]);

      await nats.start();
      await waitFor(() => seen.some((e) => e.data.orderId === res.body._id));
      await sleep(2000);
      expect(seen.filter((e) => e.data.orderId === res.body._id)).toHaveLength(1);
      const published = await kit.orders.pool.query('SELECT published_at FROM outbox');
      expect(published.rows[0].published_at).not.toBeNull();
    } finally {
      await kit.stop();
      await bus.close();
      await watcher.close();
      await nats.destroy();
    }
  });
});
