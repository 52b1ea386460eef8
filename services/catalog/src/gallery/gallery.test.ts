import request from 'supertest';
import { asAdmin, asCustomer, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';

const image = (n: number) => ({ lg: `/images/g${n}-lg.webp`, md: `/images/g${n}-md.webp` });
const card = (n: number) => ({ description: { ru: `Карточка ${n}`, ua: `Картка ${n}` }, image: image(n) });

describe('gallery', () => {
  let s: TestService;
  const post = (path: string, body: object, who = asAdmin()) =>
    request(s.app)
      .post(path)
      .set(...who)
      .send(body);

  beforeAll(async () => {
    s = await startTestService(catalogService);
  });
  afterAll(() => s.stop());

  it('adds cards at the end, lists them in order, and edits one by id', async () => {
    const one = (await post('/api/gallery', card(1)).expect(201)).body;
    const two = (await post('/api/gallery', card(2)).expect(201)).body;
    expect([one.order, two.order]).toEqual([1, 2]);
    const edited = (await post('/api/gallery', { ...card(3), id: one._id }).expect(200)).body;
    expect(edited).toEqual({ _id: one._id, order: 1, ...card(3) });
    const { body } = await request(s.app).get('/api/gallery').expect(200);
    expect(body.map((c: { _id: string }) => c._id)).toEqual([one._id, two._id]);
  });

  it('swaps the order numbers of two cards', async () => {
    const [a, b] = (await request(s.app).get('/api/gallery')).body;
    const { body } = await post('/api/gallery/cards', {
      cards: [
        { ...a, order: b.order },
        { ...b, order: a.order },
      ],
    }).expect(200);
    expect(body.map((c: { _id: string }) => c._id)).toEqual([b._id, a._id]);
  });

  it('refuses a card without an image, a bad order list and unknown cards', async () => {
    expect((await post('/api/gallery', { description: { ru: 'x', ua: 'x' } }).expect(400)).body).toEqual({
      message: 'Загрузите изображение',
    });
    expect((await post('/api/gallery/cards', { cards: [] }).expect(400)).body).toEqual({
      message: 'Нет карточек для сохранения',
    });
    expect((await post('/api/gallery/cards', { cards: [{ _id: 'nope', order: 1 }] }).expect(404)).body).toEqual({
      message: 'Карточка не найдена',
    });
    expect((await post('/api/gallery', { ...card(1), id: 'nope' }).expect(404)).body).toEqual({
      message: 'Карточка не найдена',
    });
  });

  it('deletes a card', async () => {
    const [first] = (await request(s.app).get('/api/gallery')).body;
    await request(s.app)
      .delete(`/api/gallery/${first._id}`)
      .set(...asAdmin())
      .expect(200);
    expect((await request(s.app).get('/api/gallery')).body).toHaveLength(1);
    await request(s.app)
      .delete(`/api/gallery/${first._id}`)
      .set(...asAdmin())
      .expect(404);
  });

  it('refuses visitors with 401 and customers with 403 on every write', async () => {
    expect((await request(s.app).post('/api/gallery').send(card(1))).status).toBe(401);
    expect((await request(s.app).post('/api/gallery/cards').send({ cards: [] })).status).toBe(401);
    expect((await request(s.app).delete('/api/gallery/x')).status).toBe(401);
    expect((await post('/api/gallery', card(1), asCustomer())).status).toBe(403);
    expect((await post('/api/gallery/cards', { cards: [] }, asCustomer())).status).toBe(403);
    expect(
      (
        await request(s.app)
          .delete('/api/gallery/x')
          .set(...asCustomer())
      ).status,
    ).toBe(403);
  });
});
