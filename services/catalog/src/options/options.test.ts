import request from 'supertest';
import { asAdmin, asCustomer, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures, sizeColourProduct } from '../testing/fixtures';
import { announcements, rowVersion } from '../testing/unchanged-saves';

const valid = (name = 'Размер') => ({
  name,
  opt: [{ id: 'size', ru: 'Размер', ua: 'Розмір' }],
  optValues: [{ id: 's', optId: 'size', ru: 'S', ua: 'S' }],
});

describe('option sets', () => {
  let s: TestService;
  const post = (body: object, who = asAdmin()) =>
    request(s.app)
      .post('/api/options')
      .set(...who)
      .send(body);
  const put = (body: object) =>
    request(s.app)
      .put('/api/options')
      .set(...asAdmin())
      .send(body);

  beforeAll(async () => {
    s = await startTestService(catalogService);
  });
  afterAll(() => s.stop());

  it('lists option sets sorted by name', async () => {
    await post(valid('Цвет')).expect(201);
    await post(valid('Бюстгальтеры')).expect(201);
    await post(valid('Размер')).expect(201);
    const { body } = await request(s.app).get('/api/options').expect(200);
    expect(body.map((o: { name: string }) => o.name)).toEqual(['Бюстгальтеры', 'Размер', 'Цвет']);
    expect(body[0]).toEqual({ _id: expect.any(String), ...valid('Бюстгальтеры') });
  });

  it('refuses visitors with 401 and customers with 403 on every write', async () => {
    expect((await request(s.app).post('/api/options').send(valid())).status).toBe(401);
    expect((await request(s.app).put('/api/options').send(valid())).status).toBe(401);
    expect((await request(s.app).delete('/api/options/x')).status).toBe(401);
    expect((await post(valid(), asCustomer())).status).toBe(403);
    expect(
      (
        await request(s.app)
          .put('/api/options')
          .set(...asCustomer())
          .send(valid())
      ).status,
    ).toBe(403);
    expect(
      (
        await request(s.app)
          .delete('/api/options/x')
          .set(...asCustomer())
      ).status,
    ).toBe(403);
  });

  it.each([
    [{ ...valid(), name: '' }, 'Название опций обязательно'],
    [{ ...valid(), name: undefined }, 'Название опций обязательно'],
    [{ ...valid(), opt: [], optValues: [] }, 'Не введено ни одной опции'],
    [{ ...valid(), opt: undefined }, 'Не введено ни одной опции'],
    [{ ...valid(), opt: [{ id: 'size', ru: 'Размер', ua: '' }] }, 'Заполните поле опция'],
    [
      { ...valid(), opt: [...valid().opt, { id: 'b', ru: 'размер', ua: 'Інше' }] },
      'Такая опция уже существует или зарезервирована',
    ],
    [
      { ...valid(), opt: [...valid().opt, { id: 'b', ru: 'Другое', ua: 'Розмір' }] },
      'Такая опция уже существует или зарезервирована',
    ],
    [
      { ...valid(), opt: [{ id: 'p', ru: 'Цена', ua: 'Ціна' }], optValues: [] },
      'Такая опция уже существует или зарезервирована',
    ],
    [{ ...valid(), optValues: [{ id: 's', optId: 'size', ru: 'S', ua: '' }] }, 'Заполните поле значение опции'],
    [
      { ...valid(), optValues: [{ id: 's', optId: 'nope', ru: 'S', ua: 'S' }] },
      'Значение опции относится к неизвестной опции',
    ],
  ])('refuses %j with its message', async (body, message) => {
    expect((await post(body).expect(400)).body).toEqual({ message });
  });

  it('accepts four options (the limit of 3 is only a warning in the editor)', async () => {
    const opt = ['А', 'Б', 'В', 'Г'].map((ru, i) => ({ id: `o${i}`, ru, ua: ru }));
    await post({ name: 'Много', opt, optValues: [] }).expect(201);
  });

  it('updates by id and answers 404 for an unknown one', async () => {
    const created = (await post(valid('Старое')).expect(201)).body;
    const updated = (await put({ ...valid('Новое'), _id: created._id }).expect(200)).body;
    expect(updated).toEqual({ _id: created._id, ...valid('Новое') });
    expect((await put({ ...valid(), _id: 'nope' }).expect(404)).body).toEqual({ message: 'Опции не найдены' });
  });

  it('writes and announces nothing when an option set is saved as it was', async () => {
    const created = (await post(valid('Рост')).expect(201)).body;
    const state = async () => ({
      announced: await announcements(s.pool, 'catalog.content.changed', created._id),
      row: await rowVersion(s.pool, 'option_sets', created._id),
    });
    const before = await state();
    expect((await put(created).expect(200)).body).toEqual(created);
    expect(await state()).toEqual(before);
    await put({ ...created, name: 'Рост и вес' }).expect(200);
    expect((await state()).announced).toBe(before.announced + 1);
  });

  it('gives options and values without ids new ones', async () => {
    const created = (await post({ name: 'Без id', opt: [{ ru: 'Рост', ua: 'Зріст' }] }).expect(201)).body;
    expect(created.opt[0].id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('deletes an unused set and refuses one that products use', async () => {
    const f = fixtures(s.app);
    const used = await f.optionSet();
    const catalog = (await f.catalog('Носки'))._id;
    const brand = (await f.brand('Нитка'))._id;
    await f.product({ name: bi('Носки'), brandId: brand, catalogId: catalog, ...sizeColourProduct(used._id) });
    const refused = await request(s.app)
      .delete(`/api/options/${used._id}`)
      .set(...asAdmin())
      .expect(409);
    expect(refused.body).toEqual({ message: 'Эти опции используются в товарах' });
    const unused = (await post(valid('Удалить')).expect(201)).body;
    await request(s.app)
      .delete(`/api/options/${unused._id}`)
      .set(...asAdmin())
      .expect(200);
    await request(s.app)
      .delete(`/api/options/${unused._id}`)
      .set(...asAdmin())
      .expect(404);
  });
});
