import request from 'supertest';
import { asAdmin } from '@shop/shared/src/testing/service';
import { delivery, orderBody, startOrdersKit, type OrdersKit, type TestProduct } from '../testing/kit';
import { NP_DELIVERY_MESSAGES } from './delivery-check';
import { upsertSettlements, upsertWarehouses } from './repo';

describe('an order keeps the Nova Poshta refs picked at checkout, when they are real', () => {
  let kit: OrdersKit;
  let socks: TestProduct;

  beforeAll(async () => {
    kit = await startOrdersKit();
    socks = await kit.addProduct('UAH', [300]);
    const settlement = (Ref: string, Description: string) => ({
      Ref,
      Description,
      DescriptionRu: Description,
      SettlementTypeDescription: 'місто',
      SettlementTypeDescriptionRu: 'город',
      AreaDescription: '',
      AreaDescriptionRu: '',
      RegionsDescription: '',
      RegionsDescriptionRu: '',
    });
    await upsertSettlements(kit.orders.pool, [settlement('kyiv', 'Київ'), settlement('odesa', 'Одеса')]);
    await upsertWarehouses(kit.orders.pool, [
      {
        Ref: 'kyiv-w12',
        SettlementRef: 'kyiv',
        Number: '12',
        CategoryOfWarehouse: 'Branch',
        Description: 'Відділення №12',
        DescriptionRu: 'Отделение №12',
        ShortAddress: 'вул. Хрещатик, 12',
        ShortAddressRu: 'ул. Крещатик, 12',
      },
    ]);
  });
  afterAll(() => kit.stop());

  const place = (picked: object, status = 201) =>
    request(kit.orders.app)
      .post('/api/order')
      .send(orderBody([socks.line(0, 4)], { delivery: { ...delivery, city: 'Київ', branch: '12', ...picked } }))
      .expect(status);

  it('stores the refs beside the text and answers them', async () => {
    const placed = (await place({ cityRef: 'kyiv', branchRef: 'kyiv-w12' })).body;
    expect(placed.delivery).toMatchObject({ city: 'Київ', branch: '12', cityRef: 'kyiv', branchRef: 'kyiv-w12' });
    const stored = await request(kit.orders.app)
      .get(`/api/order/${placed._id}`)
      .set(...asAdmin())
      .expect(200);
    expect(stored.body.delivery).toEqual(placed.delivery);
    expect((await place({ cityRef: 'odesa' })).body.delivery).toMatchObject({ cityRef: 'odesa' });
    expect((await place({})).body.delivery).not.toHaveProperty('cityRef');
  });

  it('refuses refs that are not in the copy, or a branch of another settlement, and drops them for pickup', async () => {
    const before = (await kit.orders.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
    for (const [picked, message] of [
      [{ cityRef: 'atlantis' }, NP_DELIVERY_MESSAGES.settlement],
      [{ branchRef: 'kyiv-w12' }, NP_DELIVERY_MESSAGES.settlement],
      [{ cityRef: 'odesa', branchRef: 'kyiv-w12' }, NP_DELIVERY_MESSAGES.branch],
      [{ cityRef: 'kyiv', branchRef: 'kyiv-w999' }, NP_DELIVERY_MESSAGES.branch],
    ] as const)
      expect((await place(picked, 400)).body).toEqual({ message });
    expect((await kit.orders.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n).toBe(before);
    const pickup = (await place({ pickup: true, city: '', branch: '', cityRef: 'atlantis', branchRef: 'x' })).body;
    expect(pickup.delivery).not.toHaveProperty('cityRef');
    expect(pickup.delivery).not.toHaveProperty('branchRef');
  });
});
