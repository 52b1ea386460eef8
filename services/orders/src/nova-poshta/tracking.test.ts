import request from 'supertest';
import { createLogger } from '@shop/shared';
import { asAdmin } from '@shop/shared/src/testing/service';
import { startFakeNovaPoshta, type FakeNovaPoshta } from '../testing/fake-nova-poshta';
import { delivery, orderBody, startOrdersKit, type OrdersKit, type TestProduct } from '../testing/kit';
import { novaPoshtaClient } from './client';
import { trackShipped } from './tracking';

const logger = createLogger('test', 'silent');

describe("Nova Poshta's tracking moves a received parcel's order to delivered", () => {
  let kit: OrdersKit;
  let np: FakeNovaPoshta;
  let socks: TestProduct;
  const track = () => trackShipped(kit.orders.pool, novaPoshtaClient(np.url, np.apiKey), logger);

  beforeAll(async () => {
    np = await startFakeNovaPoshta();
    kit = await startOrdersKit();
    socks = await kit.addProduct('UAH', [300]);
  });
  afterAll(async () => {
    await kit.stop();
    await np.close();
  });

  const move = (id: string, body: object) =>
    request(kit.orders.app)
      .post(`/api/order/${id}/status`)
      .set(...asAdmin())
      .send(body)
      .expect(200);
  async function shippedOrder(waybill: string) {
    const order = (
      await request(kit.orders.app)
        .post('/api/order')
        .send(orderBody([socks.line(0, 4)]))
        .expect(201)
    ).body;
    await move(order._id, { status: 'confirmed' });
    await move(order._id, { status: 'shipped', waybill });
    return order._id as string;
  }
  const orderOf = async (id: string) =>
    (
      await request(kit.orders.app)
        .get(`/api/order/${id}`)
        .set(...asAdmin())
        .expect(200)
    ).body;

  it('asks about every shipped waybill with the phone, and moves only the received ones, once', async () => {
    const received = await shippedOrder('20450000000001');
    const paidOut = await shippedOrder('20450000000002');
    const onTheWay = await shippedOrder('20450000000003');
    const pickup = (
      await request(kit.orders.app)
        .post('/api/order')
        .send(orderBody([socks.line(0, 4)], { delivery: { ...delivery, pickup: true } }))
        .expect(201)
    ).body._id;
    await move(pickup, { status: 'confirmed' });
    await move(pickup, { status: 'shipped' });
    np.parcels = {
      '20450000000001': { StatusCode: '9', Status: 'Відправлення отримано' },
      '20450000000002': { StatusCode: '11', Status: 'Відправлення отримано. Грошовий переказ видано одержувачу.' },
      '20450000000003': { StatusCode: '7', Status: 'Прибув на відділення' },
    };

    expect(await track()).toBe(2);
    const asked = np.calls.filter((c) => c.calledMethod === 'TrackingDocument.getStatusDocuments');
    expect(asked).toHaveLength(1);
    expect(asked[0].methodProperties.Documents).toEqual(
      expect.arrayContaining([{ DocumentNumber: '20450000000001', Phone: '380501234567' }]),
    );
    expect((asked[0].methodProperties.Documents as unknown[]).length).toBe(3);

    const done = await orderOf(received);
    expect(done.status).toBe('delivered');
    expect(done.history.at(-1)).toEqual({
      status: 'delivered',
      at: expect.any(String),
      comment: null,
      waybill: null,
      by: 'Нова Пошта',
    });
    expect((await orderOf(paidOut)).status).toBe('delivered');
    expect((await orderOf(onTheWay)).status).toBe('shipped');
    expect((await orderOf(pickup)).status).toBe('shipped');
    const events = await kit.orders.pool.query(
      "SELECT count(*)::int AS n FROM outbox WHERE subject = 'orders.order.status-changed' AND envelope->'data'->>'orderId' = $1 AND envelope->'data'->>'status' = 'delivered'",
      [received],
    );
    expect(events.rows[0].n).toBe(1);

    expect(await track()).toBe(0);
    expect((await orderOf(received)).history).toHaveLength(done.history.length);
  });

  it('leaves the orders as they are when Nova Poshta is down or refuses', async () => {
    const id = await shippedOrder('20450000000004');
    np.parcels['20450000000004'] = { StatusCode: '9', Status: 'Відправлення отримано' };
    np.failNext(1);
    await expect(track()).rejects.toThrow('Nova Poshta answered HTTP 503');
    await expect(trackShipped(kit.orders.pool, novaPoshtaClient(np.url, 'wrong'), logger)).rejects.toThrow(
      'API key expired',
    );
    expect((await orderOf(id)).status).toBe('shipped');
    expect(await track()).toBe(1);
  });
});
