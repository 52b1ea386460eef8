/**
 * The notices end to end, as separate services on NATS: the orders service stores each status change with its
 * event (outbox), the relay publishes it to JetStream, identity's durable consumer queues the message and the
 * sender delivers it to the (local fake) Telegram API.
 */
import request from 'supertest';
import { asAdmin, asUser, natsAvailable, NATS_SKIP_REASON } from '@shop/shared/src/testing/service';
import { orderBody, startOrdersKit, type OrdersKit } from '../../../orders/src/testing/kit';
import { eventually } from '../testing/fakes';
import { startIdentity, type Identity } from '../testing/identity';
import { signedIn } from '../testing/telegram-updates';

const WAYBILL = '59000123456789';
const describeNats = natsAvailable ? describe : describe.skip;
if (!natsAvailable) console.log(NATS_SKIP_REASON);

describeNats('a customer hears of each change of their order, from the orders service through NATS', () => {
  let id: Identity;
  let kit: OrdersKit;
  let customer: { _id: string; userName: string; phone: string; authMethod: string; isAdmin: boolean };

  beforeAll(async () => {
    id = await startIdentity();
    kit = await startOrdersKit();
    customer = (await signedIn(id.service, { id: 9301, first_name: 'Taras' }, '380509300001')).user;
  });
  afterAll(async () => {
    await kit?.stop();
    await id?.stop();
  });

  const toCustomer = (count: number) =>
    id.telegram.calls
      .filter(
        (c) => c.method === 'sendMessage' && c.body.chat_id === '9301' && String(c.body.text).includes(`№${count} `),
      )
      .map((c) => String(c.body.text).split('\n')[0]);

  it('gets the new-order notice, then one message per status change', async () => {
    const socks = await kit.addProduct('UAH', [300]);
    const order = (
      await request(kit.orders.app)
        .post('/api/order')
        .set(...asUser(customer))
        .send(orderBody([socks.line(0, 4)]))
        .expect(201)
    ).body;
    const n = order.count;
    await eventually(() => toCustomer(n).length === 1, 30_000);
    const move = (body: object) =>
      request(kit.orders.app)
        .post(`/api/order/${order._id}/status`)
        .set(...asAdmin())
        .send(body)
        .expect(200);
    await move({ status: 'confirmed' });
    await eventually(() => toCustomer(n).length === 2, 30_000);
    await move({ status: 'shipped', waybill: WAYBILL });
    await eventually(() => toCustomer(n).length === 3, 30_000);
    await move({ status: 'delivered' });
    await eventually(() => toCustomer(n).length === 4, 30_000);
    // The outbox relay publishing the same events again (a crash before it marked them) sends nothing more.
    await kit.orders.pool.query("UPDATE outbox SET published_at = NULL WHERE subject = 'orders.order.status-changed'");
    await eventually(
      async () => (await kit.orders.pool.query('SELECT 1 FROM outbox WHERE published_at IS NULL')).rowCount === 0,
      30_000,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(toCustomer(n)).toEqual([
      `Спасибо! Ваш заказ №${n} принят: 4 шт. на 1200.00 грн. Мы свяжемся с вами.`,
      `Ваш заказ №${n} подтверждён.`,
      `Ваш заказ №${n} отправлен Новой Почтой.`,
      `Ваш заказ №${n} доставлен. Спасибо за покупку!`,
    ]);
    const shipped = id.telegram.calls.find((c) => String(c.body.text).startsWith(`Ваш заказ №${n} отправлен`));
    expect(String(shipped!.body.text)).toContain(`https://novaposhta.ua/tracking/?cargo_number=${WAYBILL}`);
  });
});
