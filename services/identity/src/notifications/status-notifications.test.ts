import { makeEnvelope, type EventData } from '@shop/shared';
import { runAdminCli } from '../admin-cli';
import { eventually } from '../testing/fakes';
import { newKey, startIdentity, type Identity } from '../testing/identity';
import { signedIn } from '../testing/telegram-updates';
import { contactMessage, conversationStarted, postViber } from '../testing/viber-callbacks';
import { onOrderStatusChanged } from './consumer';

const WAYBILL = '20450000123456';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('order status notices', () => {
  let id: Identity;
  let telegramCustomer: string;
  let viberCustomer: string;
  let quietCustomer: string;
  let serial = 200_000 + Math.floor(Math.random() * 700_000);

  beforeAll(async () => {
    id = await startIdentity({ NOTIFY_MAX_AGE_SECONDS: '20' });
    telegramCustomer = (await signedIn(id.service, { id: 9201, first_name: 'Ivan' }, '380509200001')).user._id;
    await signedIn(id.service, { id: 9202, first_name: 'Boss' }, '380509200002');
    await runAdminCli(['grant', '380509200002'], id.service.databaseUrl);
    const { payload } = await newKey(id.service, 'ua');
    await postViber(id.service, conversationStarted({ id: 'vb-status', name: 'Olena' }, payload)).expect(200);
    await postViber(id.service, contactMessage({ id: 'vb-status', name: 'Olena' }, '380679200003')).expect(200);
    viberCustomer = (await id.service.pool.query("SELECT id FROM users WHERE viber_id = 'vb-status'")).rows[0].id;
    // Signed in with the demo messenger: reachable in neither Telegram nor Viber.
    quietCustomer = 'quiet-customer';
    await id.service.pool.query(
      "INSERT INTO users (id, user_name, phone, auth_method) VALUES ($1, 'Тихий', '380509200004', 'demo')",
      [quietCustomer],
    );
  });
  afterAll(() => id.stop());

  const change = (
    userId: string | null,
    status: EventData<'orders.order.status-changed'>['status'],
    extra: Partial<EventData<'orders.order.status-changed'>> = {},
  ): EventData<'orders.order.status-changed'> => ({
    orderId: `order-${serial}`,
    count: ++serial,
    userId,
    langKey: 'ru',
    status,
    previousStatus: 'confirmed',
    pickup: false,
    waybill: null,
    comment: null,
    changedAt: new Date().toISOString(),
    ...extra,
  });
  const sent = (count: number) =>
    [...id.telegram.calls, ...id.viber.calls].filter(
      (c) => ['sendMessage', 'send_message'].includes(c.method) && String(c.body.text).includes(`№${count} `),
    );
  const queued = async (count: number) =>
    (await id.service.pool.query('SELECT count(*)::int AS n FROM notifications WHERE text LIKE $1', [`%№${count} %`]))
      .rows[0].n;

  it('tells a Telegram customer the waybill and its tracking link once, though the event comes twice', async () => {
    const envelope = makeEnvelope(
      'orders.order.status-changed',
      change(telegramCustomer, 'shipped', { waybill: WAYBILL }),
    );
    await id.service.bus.publishEnvelope(envelope);
    await id.service.bus.publishEnvelope(envelope);
    await eventually(() => sent(envelope.data.count).length, 30_000);
    expect(await onOrderStatusChanged(id.service.pool, { telegram: async () => undefined }, envelope, 20_000)).toBe(
      false,
    );
    await sleep(1500);
    const calls = sent(envelope.data.count);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ chat_id: '9201' });
    expect(calls[0].body.text).toBe(
      `Ваш заказ №${envelope.data.count} отправлен Новой Почтой.\n` +
        `Номер ТТН: ${WAYBILL}. Отследить посылку: https://novaposhta.ua/tracking/?cargo_number=${WAYBILL}`,
    );
    expect(await queued(envelope.data.count)).toBe(1);
  });

  it('tells a Viber customer in the order language, with the comment, for every change', async () => {
    const confirmed = change(viberCustomer, 'confirmed', {
      langKey: 'ua',
      previousStatus: 'new',
      comment: 'Чекаємо оплату',
    });
    const ready = change(viberCustomer, 'shipped', { langKey: 'ua', pickup: true });
    const cancelled = change(viberCustomer, 'cancelled', { previousStatus: 'new' });
    for (const data of [confirmed, ready, cancelled]) await id.service.bus.publish('orders.order.status-changed', data);
    await eventually(() => [confirmed, ready, cancelled].every((c) => sent(c.count).length), 30_000);
    expect(sent(confirmed.count).map((c) => [c.body.receiver, c.body.text])).toEqual([
      ['vb-status', `Ваше замовлення №${confirmed.count} підтверджено.\nКоментар: Чекаємо оплату`],
    ]);
    expect(sent(ready.count)[0].body.text).toBe(`Ваше замовлення №${ready.count} готове до самовивозу.`);
    expect(sent(cancelled.count)[0].body.text).toBe(`Ваш заказ №${cancelled.count} отменён.`);
  });

  it('queues one message when the same event is handled by several consumers at once', async () => {
    const envelope = makeEnvelope('orders.order.status-changed', change(telegramCustomer, 'delivered'));
    const messengers = { telegram: async () => undefined };
    const results = await Promise.all(
      [1, 2, 3].map(() => onOrderStatusChanged(id.service.pool, messengers, envelope, 20_000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await queued(envelope.data.count)).toBe(1);
  });

  it('sends nothing, and fails nothing, for a customer with neither messenger or a visitor', async () => {
    const messengers = { telegram: async () => undefined, viber: async () => undefined };
    for (const userId of [quietCustomer, null, 'no-such-user']) {
      const envelope = makeEnvelope('orders.order.status-changed', change(userId, 'confirmed'));
      await expect(onOrderStatusChanged(id.service.pool, messengers, envelope, 20_000)).resolves.toBe(false);
      expect(await queued(envelope.data.count)).toBe(0);
    }
    const published = change(quietCustomer, 'delivered');
    await id.service.bus.publish('orders.order.status-changed', published);
    const next = change(telegramCustomer, 'delivered');
    await id.service.bus.publish('orders.order.status-changed', next);
    await eventually(() => sent(next.count).length, 30_000);
    expect(sent(published.count)).toEqual([]);
  });

  it('does not tell the admins about status changes (they made them), nor announce old events', async () => {
    const data = change(telegramCustomer, 'confirmed');
    await id.service.bus.publish('orders.order.status-changed', data);
    await eventually(() => sent(data.count).length, 30_000);
    expect(sent(data.count).map((c) => c.body.chat_id)).toEqual(['9201']);
    const old = {
      ...makeEnvelope('orders.order.status-changed', change(telegramCustomer, 'confirmed')),
      time: '2021-01-01T00:00:00.000Z',
    };
    expect(await onOrderStatusChanged(id.service.pool, { telegram: async () => undefined }, old, 20_000)).toBe(false);
    expect(await queued(old.data.count)).toBe(0);
  });
});
