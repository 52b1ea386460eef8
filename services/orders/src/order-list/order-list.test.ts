import request from 'supertest';
import { asAdmin, asCustomer } from '@shop/shared/src/testing/service';
import { delivery, orderBody, startOrdersKit, type OrdersKit } from '../testing/kit';

interface Row {
  _id: string;
  count: number;
  status: string;
  delivery: { surname: string };
}

describe('the admin order list (GET /api/order/list)', () => {
  let kit: OrdersKit;
  const placed: Row[] = [];
  const people = [
    { surname: 'Петров', phone: '+38 (050) 123-45-67' },
    { surname: 'Петренко', phone: '+38 (067) 765-43-21' },
    { surname: 'Шевчук', phone: '+38 (063) 111-22-33' },
    { surname: 'Иванова', phone: '+38 (050) 999-45-67' },
    { surname: '100%_ok', phone: '+38 (093) 000-00-01' },
  ];

  beforeAll(async () => {
    kit = await startOrdersKit();
    const socks = await kit.addProduct('UAH', [200]);
    for (const person of people) {
      const res = await request(kit.orders.app)
        .post('/api/order')
        .send(orderBody([socks.line(0, 6)], { delivery: { ...delivery, ...person } }))
        .expect(201);
      placed.push(res.body);
    }
    // Kyiv is UTC+2 in January: 21:59Z is still the 10th there, 22:00Z is already the 11th.
    const at = ['2026-01-10T21:59:00Z', '2026-01-10T22:00:00Z', '2026-01-12T10:00:00Z', '2026-01-15T10:00:00Z'];
    for (const [i, time] of at.entries())
      await kit.orders.pool.query('UPDATE orders SET created_at = $2 WHERE id = $1', [placed[i]._id, time]);
    await request(kit.orders.app)
      .post(`/api/order/${placed[2]._id}/status`)
      .set(...asAdmin())
      .send({ status: 'confirmed' })
      .expect(200);
  });
  afterAll(() => kit.stop());

  const list = (query: string, status = 200) =>
    request(kit.orders.app)
      .get(`/api/order/list${query}`)
      .set(...asAdmin())
      .expect(status);
  const counts = async (query: string) => (await list(query)).body.orders.map((o: Row) => o.count);
  const countOf = (i: number) => placed[i].count;

  it('is for admins only', async () => {
    await request(kit.orders.app).get('/api/order/list').expect(401);
    await request(kit.orders.app)
      .get('/api/order/list')
      .set(...asCustomer())
      .expect(403);
  });

  it('pages the orders newest first, with the total and without the lines', async () => {
    const first = (await list('?pageSize=2')).body;
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.orders.map((o: Row) => o.count)).toEqual([countOf(4), countOf(3)]);
    expect(first.orders[0]).toEqual({
      _id: placed[4]._id,
      count: countOf(4),
      createdAt: expect.any(String),
      totalQnt: 6,
      totalAmount: 1200,
      userId: null,
      langKey: 'ru',
      delivery: { ...delivery, ...people[4] },
      status: 'new',
      waybill: null,
    });
    expect(await counts('?pageSize=2&page=2')).toEqual([countOf(2), countOf(1)]);
    expect(await counts('?pageSize=2&page=3')).toEqual([countOf(0)]);
    expect((await list('?pageSize=2&page=9')).body).toMatchObject({ orders: [], total: 5 });
  });

  it('filters by status and by the shop-day range, both ends included', async () => {
    expect(await counts('?status=confirmed')).toEqual([countOf(2)]);
    expect((await list('?status=delivered')).body).toMatchObject({ orders: [], total: 0 });
    expect(await counts('?from=2026-01-10&to=2026-01-10')).toEqual([countOf(0)]);
    expect(await counts('?from=2026-01-11&to=2026-01-12')).toEqual([countOf(2), countOf(1)]);
    expect(await counts('?to=2026-01-14')).toEqual([countOf(2), countOf(1), countOf(0)]);
    expect(await counts('?from=2026-01-12&status=new')).toEqual([countOf(4), countOf(3)]);
    expect(await counts('?from=&to=&status=&q=')).toHaveLength(5);
  });

  it('finds by order number, by the end of a phone number, and by the start of a surname', async () => {
    expect(await counts(`?q=${countOf(1)}`)).toEqual([countOf(1)]);
    expect(await counts(`?q=${encodeURIComponent(`№ ${countOf(1)}`)}`)).toEqual([countOf(1)]);
    expect(await counts('?q=4567')).toEqual([countOf(3), countOf(0)]);
    expect(await counts(`?q=${encodeURIComponent('050 123 45 67')}`)).toEqual([countOf(0)]);
    expect(await counts(`?q=${encodeURIComponent('+38 (067) 765-43-21')}`)).toEqual([countOf(1)]);
    expect(await counts(`?q=${encodeURIComponent('пЕтР')}`)).toEqual([countOf(1), countOf(0)]);
    expect(await counts(`?q=${encodeURIComponent('Шевчук')}&status=confirmed`)).toEqual([countOf(2)]);
    // LIKE's wildcards are plain characters in a search.
    expect(await counts(`?q=${encodeURIComponent('100%_')}`)).toEqual([countOf(4)]);
    expect(await counts(`?q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await counts(`?q=${encodeURIComponent('1_0')}`)).toEqual([]);
    expect(await counts('?q=Сидоров')).toEqual([]);
  });

  it('answers 400 with a message for a bad filter', async () => {
    for (const [query, message] of [
      ['?status=lost', 'Неизвестный статус заказа'],
      ['?from=2026-13-01', 'Дата должна быть в виде ГГГГ-ММ-ДД'],
      ['?to=yesterday', 'Дата должна быть в виде ГГГГ-ММ-ДД'],
      ['?from=2026-02-01&to=2026-01-01', 'Начальная дата позже конечной'],
      ['?page=0', 'Некорректная страница'],
      ['?page=x', 'Некорректная страница'],
      ['?pageSize=101', 'Не больше 100 заказов на странице'],
      [`?q=${'я'.repeat(41)}`, 'Поиск не длиннее 40 символов'],
      ['?status=new&status=confirmed', 'Неизвестный статус заказа'],
    ])
      expect((await list(query, 400)).body).toEqual({ message });
  });

  it("leaves the spec's GET /api/order answering every order", async () => {
    const all = await request(kit.orders.app)
      .get('/api/order')
      .set(...asAdmin())
      .expect(200);
    expect(all.body).toHaveLength(5);
    expect(all.body[0]).toHaveProperty('orderItems');
  });
});
