import request from 'supertest';
import { asAdmin, asCustomer, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { ordersService } from '../index';

describe('currency rates', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service.stop());

  it('starts with default rates so a fresh shop can take orders', async () => {
    expect((await request(service.app).get('/api/currencyrate').expect(200)).body).toEqual({ USD: 41.5, EUR: 45.2 });
  });

  it('lets an admin change them; visitors and customers may not', async () => {
    await request(service.app).post('/api/currencyrate').send({ USD: 1, EUR: 1 }).expect(401);
    await request(service.app)
      .post('/api/currencyrate')
      .set(...asCustomer())
      .send({ USD: 1, EUR: 1 })
      .expect(403);
    const res = await request(service.app)
      .post('/api/currencyrate')
      .set(...asAdmin())
      .send({ USD: 42.15, EUR: 46.7 })
      .expect(200);
    expect(res.body).toEqual({ USD: 42.15, EUR: 46.7 });
    expect((await request(service.app).get('/api/currencyrate').expect(200)).body).toEqual({ USD: 42.15, EUR: 46.7 });
  });

  it('accepts the bounds of a rate: 1 and 1000', async () => {
    const res = await request(service.app)
      .post('/api/currencyrate')
      .set(...asAdmin())
      .send({ USD: 1, EUR: 1000 })
      .expect(200);
    expect(res.body).toEqual({ USD: 1, EUR: 1000 });
  });

  it.each([
    [{ USD: 0, EUR: 45 }],
    [{ USD: -1, EUR: 45 }],
    [{ USD: '41', EUR: 45 }],
    [{ USD: 41 }],
    [{ USD: 41, EUR: null }],
    [{ USD: 0.99, EUR: 45 }],
    [{ USD: 41, EUR: 1000.01 }],
    [{ USD: 1e20, EUR: 45 }],
  ])('refuses %j with 400 and keeps the rates', async (body) => {
    const before = (await request(service.app).get('/api/currencyrate')).body;
    const res = await request(service.app)
      .post('/api/currencyrate')
      .set(...asAdmin())
      .send(body)
      .expect(400);
    expect(res.body).toEqual({ message: 'Курс должен быть числом от 1 до 1000' });
    expect((await request(service.app).get('/api/currencyrate')).body).toEqual(before);
  });
});
