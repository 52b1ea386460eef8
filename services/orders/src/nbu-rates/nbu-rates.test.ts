import request from 'supertest';
import { createLogger } from '@shop/shared';
import { asAdmin, asCustomer } from '@shop/shared/src/testing/service';
import { startFakeNbu, nbuItems, type FakeNbu } from '../testing/fake-nbu';
import { orderBody, startOrdersKit, type OrdersKit } from '../testing/kit';
import { refreshNbuRates } from './service';

const MANUAL = { USD: 41.5, EUR: 45.2 };

describe('NBU exchange rates', () => {
  let nbu: FakeNbu;
  let kit: OrdersKit;
  const app = () => kit.orders.app;
  const state = async () =>
    (
      await request(app())
        .get('/api/currencyrate/sources')
        .set(...asAdmin())
        .expect(200)
    ).body;
  const shopperRates = async () => (await request(app()).get('/api/currencyrate').expect(200)).body;
  const setSources = (body: unknown, status = 200) =>
    request(app())
      .put('/api/currencyrate/sources')
      .set(...asAdmin())
      .send(body as object)
      .expect(status);
  const refresh = () => refreshNbuRates({ pool: kit.orders.pool, logger: createLogger('nbu-test', 'silent') }, nbu.url);

  beforeAll(async () => {
    nbu = await startFakeNbu(nbuItems('23.11.2026', 41.1, 47.3));
    // The background fetches once at start, as on a fresh shop.
    kit = await startOrdersKit({ env: { NBU_API_URL: nbu.url } });
  });
  afterAll(async () => {
    await kit.stop();
    await nbu.close();
  });

  it('fetches the official rates in the background at start and keeps the manual rates as the default', async () => {
    const until = Date.now() + 10_000;
    while (!(await state()).lastFetch.succeededAt && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    const { currencies, lastFetch } = await state();
    expect(currencies.USD).toEqual({
      source: 'manual',
      markup: 0,
      manual: 41.5,
      nbu: { rate: 41.1, date: '2026-11-23' },
      effective: 41.5,
    });
    expect(lastFetch.error).toBeNull();
    expect(await shopperRates()).toEqual(MANUAL);
  });

  it('keeps every day of rates', async () => {
    nbu.answer(nbuItems('24.11.2026', 41.2345, 47.5));
    expect(await refresh()).toBe(true);
    const { rows } = await kit.orders.pool.query(
      "SELECT currency, to_char(rate_date, 'YYYY-MM-DD') AS day, rate::float AS rate FROM nbu_rates ORDER BY currency, rate_date",
    );
    expect(rows).toEqual([
      { currency: 'EUR', day: '2026-11-23', rate: 47.3 },
      { currency: 'EUR', day: '2026-11-24', rate: 47.5 },
      { currency: 'USD', day: '2026-11-23', rate: 41.1 },
      { currency: 'USD', day: '2026-11-24', rate: 41.2345 },
    ]);
    expect((await state()).currencies.USD.nbu).toEqual({ rate: 41.2345, date: '2026-11-24' });
  });

  it('prices the next order at once with NBU plus the markup, per currency', async () => {
    const socks = await kit.addProduct('USD', [10]);
    const place = async () =>
      (
        await request(app())
          .post('/api/order')
          .send(orderBody([socks.line(0, 120)]))
          .expect(201)
      ).body;
    expect((await place()).totalAmount).toBe(49_800); // 10 × 41.5 × 120, the manual rate
    const { body } = await setSources({ USD: { source: 'nbu', markup: 2.5 }, EUR: { source: 'manual', markup: 0 } });
    expect(body.currencies.USD).toMatchObject({ source: 'nbu', markup: 2.5, effective: 42.2654 });
    expect(body.currencies.EUR).toMatchObject({ source: 'manual', effective: 45.2 });
    expect(await shopperRates()).toEqual({ USD: 42.2654, EUR: 45.2 });
    expect((await place()).totalAmount).toBe(50_718); // 10 $ at 42.2654 is 422.65 ₴ a piece, × 120
  });

  it('keeps the last rates when a fetch fails, and tells the admin only', async () => {
    const before = await shopperRates();
    nbu.answer({ status: 503 });
    expect(await refresh()).toBe(false);
    nbu.answer([{ r030: 36, txt: 'Австралійський долар', rate: 27.1, cc: 'AUD', exchangedate: '25.11.2026' }]);
    expect(await refresh()).toBe(false);
    const { currencies, lastFetch } = await state();
    expect(lastFetch.error).toBe('В ответе НБУ нет курса USD или EUR');
    expect(lastFetch.succeededAt).not.toBeNull();
    expect(currencies.USD.nbu).toEqual({ rate: 41.2345, date: '2026-11-24' });
    const shopper = await request(app()).get('/api/currencyrate').expect(200);
    expect(shopper.body).toEqual(before);
    expect(JSON.stringify(shopper.body)).not.toMatch(/НБУ|error/);
  });

  it('goes back to the manual rate when the admin chooses it', async () => {
    await setSources({ USD: { source: 'manual', markup: 2.5 }, EUR: { source: 'manual', markup: 0 } });
    expect(await shopperRates()).toEqual(MANUAL);
  });

  it.each([
    [{ USD: { source: 'bank', markup: 0 }, EUR: { source: 'manual', markup: 0 } }, 'Источник курса: manual или nbu'],
    [
      { USD: { source: 'nbu', markup: '2' }, EUR: { source: 'manual', markup: 0 } },
      'Наценка к курсу НБУ — число от -50 до 100 процентов',
    ],
    [
      { USD: { source: 'nbu', markup: 101 }, EUR: { source: 'manual', markup: 0 } },
      'Наценка к курсу НБУ — число от -50 до 100 процентов',
    ],
    [{ USD: { source: 'nbu', markup: 1 } }, 'Источник курса: manual или nbu'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const before = await state();
    expect((await setSources(body, 400)).body).toEqual({ message });
    expect((await state()).currencies).toEqual(before.currencies);
  });

  it('is for admins only', async () => {
    await request(app()).get('/api/currencyrate/sources').expect(401);
    await request(app())
      .get('/api/currencyrate/sources')
      .set(...asCustomer())
      .expect(403);
    await request(app())
      .put('/api/currencyrate/sources')
      .set(...asCustomer())
      .send({})
      .expect(403);
  });
});
