import request from 'supertest';
import { asAdmin, asCustomer, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { INFORMATION_SECTIONS } from './schema';

const page = () => Object.fromEntries(INFORMATION_SECTIONS.map((s) => [s, { ru: `${s} ру`, ua: `${s} уа` }]));

describe('information page', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await startTestService(catalogService);
  });
  afterAll(() => s.stop());

  it('answers empty sections before the first save', async () => {
    const { body } = await request(s.app).get('/api/information').expect(200);
    expect(Object.keys(body).sort()).toEqual([...INFORMATION_SECTIONS].sort());
    expect(body.aboutUs).toEqual({ ru: '', ua: '' });
  });

  it('saves every section in both languages and keeps one page', async () => {
    await request(s.app)
      .post('/api/information')
      .set(...asAdmin())
      .send(page())
      .expect(200);
    const second = { ...page(), delivery: { ru: 'Новая Почта', ua: 'Нова Пошта' } };
    await request(s.app)
      .post('/api/information')
      .set(...asAdmin())
      .send(second)
      .expect(200);
    expect((await request(s.app).get('/api/information').expect(200)).body).toEqual(second);
  });

  it('refuses a missing or empty section, changing nothing', async () => {
    const before = (await request(s.app).get('/api/information')).body;
    const message = { message: 'Заполните все разделы информации на обоих языках' };
    const { payment: _payment, ...noPayment } = page();
    expect(
      (
        await request(s.app)
          .post('/api/information')
          .set(...asAdmin())
          .send(noPayment)
          .expect(400)
      ).body,
    ).toEqual(message);
    const empty = { ...page(), address: { ru: 'Адрес', ua: ' ' } };
    expect(
      (
        await request(s.app)
          .post('/api/information')
          .set(...asAdmin())
          .send(empty)
          .expect(400)
      ).body,
    ).toEqual(message);
    expect((await request(s.app).get('/api/information')).body).toEqual(before);
  });

  it('refuses visitors with 401 and customers with 403', async () => {
    expect((await request(s.app).post('/api/information').send(page())).status).toBe(401);
    expect(
      (
        await request(s.app)
          .post('/api/information')
          .set(...asCustomer())
          .send(page())
      ).status,
    ).toBe(403);
  });
});
