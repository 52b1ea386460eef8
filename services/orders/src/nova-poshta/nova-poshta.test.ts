import request from 'supertest';
import { createLogger } from '@shop/shared';
import { startTestService, type TestService } from '@shop/shared/src/testing/service';
import { ordersService } from '../index';
import { fakeSettlement, fakeWarehouse, startFakeNovaPoshta, type FakeNovaPoshta } from '../testing/fake-nova-poshta';
import { novaPoshtaClient, NovaPoshtaError, type NovaPoshtaClient } from './client';
import { refreshDirectory, refreshDue } from './sync';

const logger = createLogger('test', 'silent');

/** 322 settlements with branches (3 pages of 150) and 5 without; Kyiv has 170 branches and lockers (2 pages). */
function fillDirectories(np: FakeNovaPoshta) {
  np.settlements = [
    fakeSettlement('kyiv', 'Київ', 'Киев'),
    fakeSettlement('odesa', 'Одеса', 'Одесса', 'Одеська'),
    fakeSettlement('kamianets', "Кам'янець-Подільський", 'Каменец-Подольский', 'Хмельницька'),
    fakeSettlement('bila', 'Біла Церква', 'Белая Церковь'),
    ...Array.from({ length: 318 }, (_, i) => fakeSettlement(`village-${i}`, `Іванівка ${i}`, `Ивановка ${i}`)),
    ...Array.from({ length: 5 }, (_, i) =>
      fakeSettlement(`empty-${i}`, `Київець ${i}`, `Киевец ${i}`, 'Київська', false),
    ),
  ];
  np.warehouses = [
    ...Array.from({ length: 160 }, (_, i) => fakeWarehouse('kyiv', i + 1, `вул. Хрещатик, ${i + 1}`)),
    ...Array.from({ length: 10 }, (_, i) => fakeWarehouse('kyiv', 5000 + i, `просп. Перемоги, ${i}`, 'Postomat')),
    fakeWarehouse('odesa', 1, 'вул. Дерибасівська, 1'),
    fakeWarehouse('odesa', 2, 'вул. Ришельєвська, 7'),
    fakeWarehouse('village-0', 1, 'вул. Шевченка, 3', 'Store'),
  ];
}

describe('the copy of Nova Poshta directories', () => {
  let np: FakeNovaPoshta;
  let orders: TestService;
  const client = () => novaPoshtaClient(np.url, np.apiKey);
  const count = async (table: string) =>
    (await orders.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;
  const get = (path: string) => request(orders.app).get(path);

  beforeAll(async () => {
    np = await startFakeNovaPoshta();
    fillDirectories(np);
    orders = await startTestService(ordersService, {
      env: { NOVA_POSHTA_API_KEY: np.apiKey, NOVA_POSHTA_API_URL: np.url },
    });
  });
  afterAll(async () => {
    await orders?.stop();
    await np?.close();
  });

  it('is made by the service itself at start, page by page, and then offered to checkout', async () => {
    for (let i = 0; i < 200 && !(await get('/api/order/nova-poshta')).body.enabled; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    const state = (await get('/api/order/nova-poshta').expect(200)).body;
    expect(state).toEqual({
      enabled: true,
      directories: [
        { directory: 'settlements', refreshedAt: expect.any(String), rows: 322 },
        { directory: 'warehouses', refreshedAt: expect.any(String), rows: 173 },
      ],
    });
    const pages = np.calls.map((c) => [c.calledMethod, c.methodProperties.Page, c.methodProperties.Limit]);
    expect(pages).toEqual([
      ['AddressGeneral.getSettlements', 1, 150],
      ['AddressGeneral.getSettlements', 2, 150],
      ['AddressGeneral.getSettlements', 3, 150],
      ['Address.getWarehouses', 1, 150],
      ['Address.getWarehouses', 2, 150],
    ]);
    expect(np.calls[0].methodProperties).toMatchObject({ Warehouse: '1' });
  });

  it('finds settlements by their first letters in Ukrainian or Russian, any case and apostrophe', async () => {
    const names = async (q: string) =>
      (await get(`/api/order/nova-poshta/settlements?q=${encodeURIComponent(q)}`).expect(200)).body.settlements.map(
        (s: { name: { ua: string } }) => s.name.ua,
      );
    expect(await names('киї')).toEqual(['Київ']);
    expect(await names('КИЕВ')).toEqual(['Київ']);
    expect(await names('кам’янець')).toEqual(["Кам'янець-Подільський"]);
    expect(await names('белая ц')).toEqual(['Біла Церква']);
    expect(await names('%')).toEqual([]);
    const kyiv = (await get('/api/order/nova-poshta/settlements?q=Київ').expect(200)).body.settlements[0];
    expect(kyiv).toEqual({
      ref: 'kyiv',
      name: { ru: 'Киев', ua: 'Київ' },
      type: { ru: 'город', ua: 'місто' },
      area: { ru: 'Київська', ua: 'Київська' },
      region: { ru: '', ua: '' },
      warehouses: 170,
    });
    const villages = (await get('/api/order/nova-poshta/settlements?q=іванівка&limit=5').expect(200)).body;
    expect(villages.settlements.map((s: { ref: string }) => s.ref)[0]).toBe('village-0');
    expect(villages.settlements).toHaveLength(5);
  });

  it("lists a settlement's branches and lockers in number order, filtered by number or street", async () => {
    const list = async (query: string) =>
      (await get(`/api/order/nova-poshta/warehouses?${query}`).expect(200)).body.warehouses;
    const kyiv = await list('settlementRef=kyiv&limit=500');
    expect(kyiv).toHaveLength(170);
    expect(kyiv.slice(0, 3).map((w: { number: string }) => w.number)).toEqual(['1', '2', '3']);
    expect(kyiv.at(-1)).toEqual({
      ref: 'kyiv-w5009',
      settlementRef: 'kyiv',
      number: '5009',
      category: 'Postomat',
      name: { ru: 'Почтомат №5009: просп. Перемоги, 9', ua: 'Поштомат №5009: просп. Перемоги, 9' },
      address: { ru: 'просп. Перемоги, 9', ua: 'просп. Перемоги, 9' },
    });
    expect((await list('settlementRef=kyiv&q=15')).map((w: { number: string }) => w.number)).toEqual([
      '15',
      '150',
      '151',
      '152',
      '153',
      '154',
      '155',
      '156',
      '157',
      '158',
      '159',
    ]);
    const numbers = async (query: string) => (await list(query)).map((w: { number: string }) => w.number);
    expect(await numbers(`settlementRef=odesa&q=${encodeURIComponent('ДЕРИБ')}`)).toEqual(['1']);
    expect(await numbers(`settlementRef=odesa&q=${encodeURIComponent('ришель')}`)).toEqual(['2']);
    expect(await numbers(`settlementRef=odesa&q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await list('settlementRef=nowhere')).toEqual([]);
  });

  it('answers 400 for a bad query', async () => {
    for (const [path, message] of [
      ['/api/order/nova-poshta/settlements', 'Введите название населённого пункта'],
      ['/api/order/nova-poshta/settlements?q=%20', 'Введите название населённого пункта'],
      ['/api/order/nova-poshta/settlements?q=abc&limit=51', 'Не больше 50 строк'],
      ['/api/order/nova-poshta/warehouses', 'Выберите населённый пункт'],
      ['/api/order/nova-poshta/warehouses?settlementRef=kyiv&limit=0', 'Некорректный лимит'],
    ])
      expect((await get(path).expect(400)).body).toEqual({ message });
  });

  it('keeps answering from the copy while Nova Poshta is down, and keeps the copy when a refresh fails half-way', async () => {
    np.settlements = np.settlements.filter((s) => s.Ref !== 'odesa');
    np.failNext(1_000);
    await expect(refreshDirectory(orders.pool, client(), 'settlements')).rejects.toThrow(NovaPoshtaError);
    expect((await get('/api/order/nova-poshta/settlements?q=одес').expect(200)).body.settlements).toHaveLength(1);

    np.failNext(0);
    let pages = 0;
    const halfWay: NovaPoshtaClient = {
      ...client(),
      page: (model, method, properties, row) => {
        pages += 1;
        if (pages === 2) throw new NovaPoshtaError('connection reset');
        return client().page(model, method, properties, row);
      },
    };
    await expect(refreshDirectory(orders.pool, halfWay, 'settlements')).rejects.toThrow('connection reset');
    expect(await count("np_settlements WHERE ref = 'odesa'")).toBe(1);

    expect(await refreshDirectory(orders.pool, client(), 'settlements')).toBe(321);
    expect(await count("np_settlements WHERE ref = 'odesa'")).toBe(0);
    expect(await count('np_settlements')).toBe(321);
  });

  it('notes a refused key and keeps the copy; refreshes only what is older than Nova Poshta advises', async () => {
    const before = await count('np_warehouses');
    const refused = novaPoshtaClient(np.url, 'wrong-key');
    await expect(refreshDirectory(orders.pool, refused, 'warehouses')).rejects.toThrow(
      'Nova Poshta refused Address.getWarehouses: API key expired',
    );
    await orders.pool.query(
      "UPDATE np_refreshes SET refreshed_at = now() - interval '2 days' WHERE directory = 'warehouses'",
    );
    await refreshDue(orders.pool, refused, logger);
    const { rows } = await orders.pool.query("SELECT error FROM np_refreshes WHERE directory = 'warehouses'");
    expect(rows[0].error).toBe('Nova Poshta refused Address.getWarehouses: API key expired');
    expect(await count('np_warehouses')).toBe(before);

    const calls = np.calls.length;
    await refreshDue(orders.pool, client(), logger);
    expect(np.calls.slice(calls).map((c) => c.calledMethod)).toEqual([
      'Address.getWarehouses',
      'Address.getWarehouses',
    ]);
    await refreshDue(orders.pool, client(), logger);
    expect(np.calls.length).toBe(calls + 2);
  });
});

describe('without a Nova Poshta key', () => {
  it('keeps no copy, calls nobody, and tells checkout to keep its plain text fields', async () => {
    const orders = await startTestService(ordersService, { env: { NOVA_POSHTA_API_KEY: '' } });
    try {
      const state = (await request(orders.app).get('/api/order/nova-poshta').expect(200)).body;
      expect(state.enabled).toBe(false);
      expect(state.directories.map((d: { rows: number }) => d.rows)).toEqual([0, 0]);
    } finally {
      await orders.stop();
    }
  });
});
