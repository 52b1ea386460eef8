import request from 'supertest';
import { startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from './index';

describe('catalog service', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(catalogService);
  });
  afterAll(() => service.stop());

  it('reports its database and bus on /healthz', async () => {
    const res = await request(service.app).get('/healthz').expect(200);
    expect(res.body).toMatchObject({
      service: 'catalog',
      status: 'ok',
      checks: { database: 'ok', bus: expect.any(String) },
    });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await request(service.app).get('/nope').expect(404);
    expect(res.body).toEqual({ message: 'Маршрут не найден' });
  });

  it('answers malformed JSON with a JSON 400, not a 500', async () => {
    const res = await request(service.app).post('/anything').set('content-type', 'application/json').send('{bad');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Некорректный JSON' });
  });
});
