import request from 'supertest';
import { ConfigError } from '@shop/shared';
import { asAdmin, asCustomer, startTestService } from '@shop/shared/src/testing/service';
import { ordersService } from '../index';
import {
  FAKE_SENDER,
  FAKE_SENDER_ENV,
  fakeSenderEnv,
  fakeSettlement,
  fakeWarehouse,
  startFakeNovaPoshta,
  type FakeNovaPoshta,
} from '../testing/fake-nova-poshta';
import { delivery, orderBody, startOrdersKit, type OrdersKit, type TestProduct } from '../testing/kit';
import { novaPoshtaClient, type NovaPoshtaClient } from '../nova-poshta/client';
import { changedMeanwhile } from '../order-status/service';
import { readWaybillEnv } from './config';
import { LABEL_MESSAGES } from './routes';
import { createWaybill, WAYBILL_MESSAGES } from './service';

const toKyiv = { ...delivery, city: 'Київ', branch: '12', cityRef: 'kyiv', branchRef: 'kyiv-w12', prepaid: false };

describe('the admin creates an order’s Nova Poshta waybill, ships the order with it and prints its label', () => {
  let np: FakeNovaPoshta;
  let kit: OrdersKit;
  let socks: TestProduct;

  beforeAll(async () => {
    np = await startFakeNovaPoshta();
    np.settlements = [fakeSettlement('kyiv', 'Київ', 'Киев'), fakeSettlement('odesa', 'Одеса', 'Одесса', 'Одеська')];
    np.warehouses = [fakeWarehouse('kyiv', 12, 'вул. Хрещатик, 12'), fakeWarehouse('odesa', 2, 'вул. Рішельєвська, 7')];
    kit = await startOrdersKit({ env: fakeSenderEnv(np) });
    socks = await kit.addProduct('UAH', [300]);
    for (let i = 0; i < 400 && !(await request(kit.orders.app).get('/api/order/nova-poshta')).body.enabled; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(async () => {
    await kit?.stop();
    await np?.close();
  });

  const app = () => request(kit.orders.app);
  const saves = () => np.calls.filter((c) => c.calledMethod === 'InternetDocument.save');
  const create = (id: string, as = asAdmin()) =>
    app()
      .post(`/api/order/${id}/waybill`)
      .set(...as);
  const orderOf = async (id: string) =>
    (
      await app()
        .get(`/api/order/${id}`)
        .set(...asAdmin())
        .expect(200)
    ).body;
  const events = async (id: string) =>
    (
      await kit.orders.pool.query(
        "SELECT envelope->'data' AS data FROM outbox WHERE subject = 'orders.order.status-changed' AND envelope->'data'->>'orderId' = $1 ORDER BY created_at",
        [id],
      )
    ).rows.map((r) => r.data);

  async function confirmedOrder(extra: object = {}) {
    const order = (
      await app()
        .post('/api/order')
        .send(orderBody([socks.line(0, 4)], { delivery: { ...toKyiv, ...extra } }))
        .expect(201)
    ).body;
    await app()
      .post(`/api/order/${order._id}/status`)
      .set(...asAdmin())
      .send({ status: 'confirmed' })
      .expect(200);
    return order._id as string;
  }

  it('sends InternetDocument.save with the sender, the buyer and cash on delivery of the unpaid total', async () => {
    const id = await confirmedOrder();
    const before = saves().length;
    const created = (await create(id).expect(201)).body;

    expect(saves()).toHaveLength(before + 1);
    const sent = saves().at(-1)!.methodProperties;
    expect(sent).toEqual({
      NewAddress: '1',
      PayerType: 'Recipient',
      PaymentMethod: 'Cash',
      DateTime: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      CargoType: 'Parcel',
      ServiceType: 'WarehouseWarehouse',
      Weight: '1',
      SeatsAmount: '1',
      Description: 'Панчішно-шкарпеткові вироби',
      Cost: '1200',
      InfoRegClientBarcodes: String(created.order.count),
      ...FAKE_SENDER,
      RecipientType: 'PrivatePerson',
      RecipientName: 'Петров Иван',
      RecipientsPhone: '380501234567',
      RecipientCityName: 'Київ',
      SettlementType: 'місто',
      RecipientArea: 'Київська',
      RecipientAreaRegions: '',
      RecipientAddressName: '12',
      RecipientHouse: '',
      RecipientFlat: '',
      BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: '1200' }],
    });
    const made = np.waybills.at(-1)!;
    expect(created.waybill).toEqual({
      number: made.IntDocNumber,
      createdAt: expect.any(String),
      cashOnDelivery: 1200,
      label: `/api/order/${id}/waybill/label`,
    });
    const ref = await kit.orders.pool.query('SELECT ref FROM order_waybills WHERE order_id = $1', [id]);
    expect(ref.rows[0].ref).toBe(made.Ref);

    const order = await orderOf(id);
    expect(created.order).toEqual(order);
    expect(order).toMatchObject({ status: 'shipped', waybill: made.IntDocNumber });
    expect(order.history.at(-1)).toMatchObject({ status: 'shipped', waybill: made.IntDocNumber, comment: null });
    expect((await events(id)).map((e) => [e.status, e.waybill])).toEqual([
      ['confirmed', null],
      ['shipped', made.IntDocNumber],
    ]);
    expect(
      (
        await app()
          .get(`/api/order/${id}/waybill`)
          .set(...asAdmin())
          .expect(200)
      ).body,
    ).toEqual({
      senderConfigured: true,
      waybill: created.waybill,
    });
  });

  it('sends no cash on delivery for a prepaid order', async () => {
    const id = await confirmedOrder({ prepaid: true });
    const created = (await create(id).expect(201)).body;
    expect(saves().at(-1)!.methodProperties).not.toHaveProperty('BackwardDeliveryData');
    expect(created.waybill.cashOnDelivery).toBeNull();
  });

  it('serves the label PDF to admins without showing them the API key', async () => {
    const id = await confirmedOrder();
    const { number } = (await create(id).expect(201)).body.waybill;
    const label = await app()
      .get(`/api/order/${id}/waybill/label`)
      .set(...asAdmin())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const pdf = (label.body as Buffer).toString();
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain(number);
    expect(JSON.stringify(label.headers) + pdf).not.toContain(np.apiKey);

    const other = await confirmedOrder();
    expect(
      (
        await app()
          .get(`/api/order/${other}/waybill/label`)
          .set(...asAdmin())
          .expect(404)
      ).body,
    ).toEqual({
      message: LABEL_MESSAGES.none,
    });
    np.waybills = np.waybills.filter((w) => w.IntDocNumber !== number);
    expect(
      (
        await app()
          .get(`/api/order/${id}/waybill/label`)
          .set(...asAdmin())
          .expect(502)
      ).body,
    ).toEqual({
      message: LABEL_MESSAGES.failed,
    });
  });

  it('refuses a second waybill for the same order, also when two clicks cross', async () => {
    const id = await confirmedOrder();
    const number = (await create(id).expect(201)).body.waybill.number;
    const count = np.waybills.length;
    expect((await create(id).expect(409)).body).toEqual({ message: WAYBILL_MESSAGES.exists(number) });

    const twice = await confirmedOrder();
    const answers = await Promise.all([create(twice), create(twice), create(twice)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(np.waybills).toHaveLength(count + 1);
    expect((await orderOf(twice)).history.filter((h: { status: string }) => h.status === 'shipped')).toHaveLength(1);
  });

  it('waits for a request still asking Nova Poshta, and takes over one that died ten minutes ago', async () => {
    const id = await confirmedOrder();
    await kit.orders.pool.query("INSERT INTO order_waybills (order_id, claimed_by) VALUES ($1, 'crashed')", [id]);
    expect((await create(id).expect(409)).body).toEqual({ message: WAYBILL_MESSAGES.creating });
    await kit.orders.pool.query(
      "UPDATE order_waybills SET claimed_at = now() - interval '11 minutes' WHERE order_id = $1",
      [id],
    );
    expect((await create(id).expect(201)).body.order.status).toBe('shipped');
  });

  it('keeps the waybill on record when an admin cancelled the order while Nova Poshta was asked', async () => {
    const id = await confirmedOrder();
    const client = novaPoshtaClient(np.url, np.apiKey);
    const cancelling: NovaPoshtaClient = {
      ...client,
      call: async (model, method, properties) => {
        await app()
          .post(`/api/order/${id}/status`)
          .set(...asAdmin())
          .send({ status: 'cancelled' })
          .expect(200);
        return client.call(model, method, properties);
      },
    };
    const deps = { pool: kit.orders.pool, client: cancelling, env: readWaybillEnv(fakeSenderEnv(np)) };
    const error = await createWaybill(deps, id, { id: 'admin', name: 'Админ' }).catch((e: Error) => e);
    const number = np.waybills.at(-1)!.IntDocNumber;
    expect(error).toMatchObject({
      status: 409,
      message: WAYBILL_MESSAGES.statusMoved(number, changedMeanwhile('cancelled')),
    });
    expect((await orderOf(id)).status).toBe('cancelled');
    expect((await create(id).expect(409)).body).toEqual({ message: WAYBILL_MESSAGES.exists(number) });
  });

  it('says what Nova Poshta refused, or that it is down, and leaves the order as it was', async () => {
    const id = await confirmedOrder();
    const before = await orderOf(id);
    const kyiv = np.settlements.shift()!;
    expect((await create(id).expect(502)).body).toEqual({
      message: WAYBILL_MESSAGES.refused(['RecipientCityName not found']),
    });
    np.settlements.unshift(kyiv);
    np.failNext(1);
    expect((await create(id).expect(502)).body).toEqual({ message: WAYBILL_MESSAGES.unreachable });

    expect(await orderOf(id)).toEqual(before);
    expect(await events(id)).toHaveLength(1);
    const claims = await kit.orders.pool.query('SELECT 1 FROM order_waybills WHERE order_id = $1', [id]);
    expect(claims.rowCount).toBe(0);
    expect((await create(id).expect(201)).body.order.status).toBe('shipped');
  });

  it('refuses orders a waybill cannot be made for, before asking Nova Poshta', async () => {
    const before = saves().length;
    const fresh = (
      await app()
        .post('/api/order')
        .send(orderBody([socks.line(0, 4)], { delivery: toKyiv }))
        .expect(201)
    ).body._id;
    expect((await create(fresh).expect(409)).body.message).toBe(
      'ТТН создаётся для подтверждённого заказа, а этот в статусе «Новый»',
    );
    for (const [extra, status, message] of [
      [{ pickup: true }, 400, WAYBILL_MESSAGES.notNovaPoshta],
      [{ cityRef: undefined, branchRef: undefined }, 400, WAYBILL_MESSAGES.noRefs],
      [{ surname: '' }, 400, WAYBILL_MESSAGES.noSurname],
      [{ phone: '+48 601 234 567' }, 400, WAYBILL_MESSAGES.badPhone],
    ] as const) {
      const id = await confirmedOrder(extra);
      expect((await create(id).expect(status)).body).toEqual({ message });
      expect((await orderOf(id)).status).toBe('confirmed');
    }
    expect((await create('00000000-0000-4000-8000-000000000000').expect(404)).body.message).toBe('Заказ не найден');
    expect(saves()).toHaveLength(before);
  });

  it('is for admins only: visitors get 401, customers 403, and nothing is made', async () => {
    const id = await confirmedOrder();
    const before = np.waybills.length;
    await app().post(`/api/order/${id}/waybill`).expect(401);
    await create(id, asCustomer()).expect(403);
    await app().get(`/api/order/${id}/waybill`).expect(401);
    await app()
      .get(`/api/order/${id}/waybill`)
      .set(...asCustomer())
      .expect(403);
    await app().get(`/api/order/${id}/waybill/label`).expect(401);
    await app()
      .get(`/api/order/${id}/waybill/label`)
      .set(...asCustomer())
      .expect(403);
    expect(np.waybills).toHaveLength(before);
    expect((await orderOf(id)).status).toBe('confirmed');
  });
});

describe('without a whole sender the shop makes no waybills', () => {
  it('says so to the admin page and refuses the call with what to set', async () => {
    const np = await startFakeNovaPoshta();
    const orders = await startTestService(ordersService, {
      env: { NOVA_POSHTA_API_KEY: np.apiKey, NOVA_POSHTA_API_URL: np.url },
    });
    try {
      const id = '00000000-0000-4000-8000-000000000000';
      await orders.pool.query(
        `INSERT INTO orders (id, total_qnt, total_amount, lang_key, delivery, rates, status)
         VALUES ($1, 1, 1200, 'ru', $2, '{}', 'confirmed')`,
        [id, JSON.stringify(toKyiv)],
      );
      expect(
        (
          await request(orders.app)
            .get(`/api/order/${id}/waybill`)
            .set(...asAdmin())
            .expect(200)
        ).body,
      ).toEqual({
        senderConfigured: false,
        waybill: null,
      });
      expect(
        (
          await request(orders.app)
            .post(`/api/order/${id}/waybill`)
            .set(...asAdmin())
            .expect(409)
        ).body,
      ).toEqual({ message: WAYBILL_MESSAGES.noSender });
      expect(np.calls.filter((c) => c.calledMethod === 'InternetDocument.save')).toHaveLength(0);
    } finally {
      await orders.stop();
      await np.close();
    }
  });

  it('refuses half a sender at start and reads the parcel defaults', () => {
    expect(() => readWaybillEnv({ NOVA_POSHTA_SENDER_REF: 'x' })).toThrow(ConfigError);
    expect(() => readWaybillEnv({ ...FAKE_SENDER_ENV, NOVA_POSHTA_SENDER_PHONE: '12345' })).toThrow(ConfigError);
    expect(readWaybillEnv({}).sender).toBeUndefined();
    const env = readWaybillEnv({ ...FAKE_SENDER_ENV, NOVA_POSHTA_PARCEL_WEIGHT: '0.5', NOVA_POSHTA_PARCEL_SEATS: '2' });
    expect(env.sender).toEqual({
      ref: FAKE_SENDER.Sender,
      contactRef: FAKE_SENDER.ContactSender,
      cityRef: FAKE_SENDER.CitySender,
      warehouseRef: FAKE_SENDER.SenderAddress,
      phone: '380671234567',
    });
    expect(env.parcel).toEqual({ weight: 0.5, seats: 2, description: 'Панчішно-шкарпеткові вироби' });
  });
});
