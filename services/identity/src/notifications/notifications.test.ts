import request from 'supertest';
import { catalogService } from '@shop/catalog';
import { makeEnvelope, type EventData } from '@shop/shared';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { runAdminCli } from '../admin-cli';
import { eventually } from '../testing/fakes';
import { startIdentity, type Identity } from '../testing/identity';
import { signedIn } from '../testing/telegram-updates';
import { newKey } from '../testing/identity';
import { contactMessage, conversationStarted, postViber } from '../testing/viber-callbacks';
import { onOrderPlaced, onOrdersPlaced } from './consumer';

describe('order notifications', () => {
  let id: Identity;
  let catalog: TestService;
  let customerId: string;
  beforeAll(async () => {
    // The shop's contacts come from the catalog's public read.
    catalog = await startTestService(catalogService);
    await request(catalog.app)
      .post('/api/information/contacts')
      .set(...asAdmin())
      .send({ name: { ru: 'Ажур', ua: 'Ажур UA' }, phones: ['+38 (067) 123-45-67'], map: { lat: 46.4, lng: 30.6 } })
      .expect(200);
    // Other suites publish orders to the same stream; only this suite's (fresh) orders matter here.
    id = await startIdentity({ NOTIFY_MAX_AGE_SECONDS: '20', CATALOG_URL: catalog.url });
    await signedIn(id.service, { id: 9001, first_name: 'Boss' }, '380509000001');
    await runAdminCli(['grant', '+38 (050) 900-00-01'], id.service.databaseUrl);
    const { payload } = await newKey(id.service, 'ua');
    await postViber(id.service, conversationStarted({ id: 'vb-customer', name: 'Olena' }, payload)).expect(200);
    await postViber(id.service, contactMessage({ id: 'vb-customer', name: 'Olena' }, '380679000002')).expect(200);
    customerId = (await id.service.pool.query("SELECT id FROM users WHERE viber_id = 'vb-customer'")).rows[0].id;
  });
  afterAll(async () => {
    await id.stop();
    await catalog.stop();
  });

  const order = (count: number, userId: string | null): EventData<'orders.order.placed'> => ({
    orderId: `order-${count}`,
    count,
    userId,
    langKey: 'ua',
    totalQnt: 24,
    totalAmount: 1520.5,
    recipient: { name: 'Олена', surname: 'Шевчук', phone: '+38 (067) 900-00-02' },
  });
  const toAdmin = (count: number) =>
    id.telegram.calls.filter(
      (c) => c.method === 'sendMessage' && c.body.chat_id === '9001' && String(c.body.text).includes(`№${count}:`),
    );
  const toCustomer = (count: number) =>
    id.viber.calls.filter(
      (c) =>
        c.method === 'send_message' && c.body.receiver === 'vb-customer' && String(c.body.text).includes(`№${count} `),
    );

  it("tells the admins on Telegram and the customer on Viber, in the order language, signed with the shop's phones", async () => {
    const count = 100_000 + Math.floor(Math.random() * 800_000);
    await id.service.bus.publish('orders.order.placed', order(count, customerId));
    await eventually(() => toAdmin(count).length && toCustomer(count).length, 30_000);
    expect(toAdmin(count)[0].body.text).toBe(
      `Новый заказ №${count}: 24 шт. на 1520.50 грн. Получатель: Олена Шевчук, +38 (067) 900-00-02`,
    );
    expect(toCustomer(count)[0].body.text).toBe(
      `Дякуємо! Ваше замовлення №${count} прийнято: 24 шт. на 1520.50 грн. Ми зв'яжемося з вами.\nАжур UA: +38 (067) 123-45-67`,
    );
  });

  it('handles an event once however often it is delivered', async () => {
    const envelope = makeEnvelope('orders.order.placed', order(1_000_001, null));
    expect(await onOrderPlaced(id.service.pool, { telegram: async () => undefined }, envelope, 20_000)).toBe(true);
    expect(await onOrderPlaced(id.service.pool, { telegram: async () => undefined }, envelope, 20_000)).toBe(false);
    const { rows } = await id.service.pool.query(
      "SELECT count(*)::int AS n FROM notifications WHERE text LIKE '%№1000001:%'",
    );
    expect(rows[0].n).toBe(1);
  });

  it('handles the events delivered together in one go, each once', async () => {
    const first = makeEnvelope('orders.order.placed', order(1_000_011, null));
    const second = makeEnvelope('orders.order.placed', order(1_000_012, null));
    const telegram = { telegram: async () => undefined };
    expect(await onOrderPlaced(id.service.pool, telegram, first, 20_000)).toBe(true);
    expect(await onOrdersPlaced(id.service.pool, telegram, [first, second, second], 20_000)).toBe(true);
    expect(await onOrdersPlaced(id.service.pool, telegram, [first, second], 20_000)).toBe(false);
    const { rows } = await id.service.pool.query(
      "SELECT count(*)::int AS n FROM notifications WHERE text LIKE '%№100001_:%'",
    );
    expect(rows[0].n).toBe(2);
  });

  it('has nothing for the sender to do when nobody can be reached', async () => {
    const envelope = makeEnvelope('orders.order.placed', order(1_000_003, customerId));
    expect(await onOrderPlaced(id.service.pool, {}, envelope, 20_000)).toBe(false);
    const { rows } = await id.service.pool.query(
      "SELECT count(*)::int AS n FROM notifications WHERE text LIKE '%№1000003%'",
    );
    expect(rows[0].n).toBe(0);
  });

  it('retries a message the messenger failed to take', async () => {
    const count = 900_000 + Math.floor(Math.random() * 99_999);
    id.telegram.failNext(1, (body) => String(body.text).includes(`№${count}:`));
    await id.service.bus.publish('orders.order.placed', order(count, null));
    await eventually(() => toAdmin(count).length === 2, 30_000);
    const query = 'SELECT attempts, sent_at FROM notifications WHERE text LIKE $1 AND sent_at IS NOT NULL';
    const rows = await eventually(async () => {
      const found = (await id.service.pool.query(query, [`%№${count}:%`])).rows;
      return found.length ? found : undefined;
    });
    expect(rows).toEqual([{ attempts: 2, sent_at: expect.any(Date) }]);
  });

  it('ignores orders from long ago (a new consumer replays the whole stream)', async () => {
    const envelope = {
      ...makeEnvelope('orders.order.placed', order(1_000_002, null)),
      time: '2021-01-01T00:00:00.000Z',
    };
    expect(await onOrderPlaced(id.service.pool, { telegram: async () => undefined }, envelope, 20_000)).toBe(false);
    const { rows } = await id.service.pool.query(
      "SELECT count(*)::int AS n FROM notifications WHERE text LIKE '%№1000002:%'",
    );
    expect(rows[0].n).toBe(0);
  });

  it('the admin CLI revokes too, and refuses unknown phones', async () => {
    await expect(runAdminCli(['grant', '380000000000'], id.service.databaseUrl)).rejects.toThrow(/no user with phone/);
    await expect(runAdminCli(['promote', '380509000001'], id.service.databaseUrl)).rejects.toThrow(/usage/);
    await runAdminCli(['revoke', '380509000001'], id.service.databaseUrl);
    const { rows } = await id.service.pool.query("SELECT is_admin FROM users WHERE phone = '380509000001'");
    expect(rows[0].is_admin).toBe(false);
  });
});
