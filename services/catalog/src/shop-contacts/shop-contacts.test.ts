import request from 'supertest';
import { asAdmin, asCustomer, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { INFORMATION_SECTIONS } from '../information/schema';
import { listen } from '../testing/events';

const contacts = () => ({
  name: { ru: 'Ажур-Опт', ua: 'Ажур-Опт' },
  phones: ['+38 (067) 765-43-21', '', '+38 (063) 111-22-33'],
  map: { lat: 50.45, lng: 30.52 },
});

describe("the shop's contacts", () => {
  let s: TestService;
  const get = async () => (await request(s.app).get('/api/information/contacts').expect(200)).body;
  const save = (body: unknown, status = 200) =>
    request(s.app)
      .post('/api/information/contacts')
      .set(...asAdmin())
      .send(body as object)
      .expect(status);

  beforeAll(async () => {
    s = await startTestService(catalogService);
  });
  afterAll(() => s.stop());

  it('answers empty contacts before the first save', async () => {
    expect(await get()).toEqual({
      name: { ru: '', ua: '' },
      phones: [],
      map: { lat: 0, lng: 0 },
      address: { ru: '', ua: '' },
      workingHours: { ru: '', ua: '' },
    });
  });

  it("saves them, leaves empty phones out, announces the change and shows the information page's address and hours", async () => {
    const heard = await listen(s.bus, 'catalog.content.changed', (e) => e.data.part === 'contacts');
    await get(); // cached now: the save must clear it
    const { body } = await save(contacts());
    expect(body.phones).toEqual(['+38 (067) 765-43-21', '+38 (063) 111-22-33']);
    expect(await get()).toEqual(body);
    await heard.wait();
    const page = Object.fromEntries(INFORMATION_SECTIONS.map((k) => [k, { ru: `${k} ру`, ua: `${k} уа` }]));
    await request(s.app)
      .post('/api/information')
      .set(...asAdmin())
      .send(page)
      .expect(200);
    expect(await get()).toMatchObject({
      name: contacts().name,
      address: { ru: 'address ру', ua: 'address уа' },
      workingHours: { ru: 'workingHours ру', ua: 'workingHours уа' },
    });
  });

  it.each([
    [{ ...contacts(), name: { ru: 'Ажур', ua: ' ' } }, 'Заполните название магазина на обоих языках'],
    [{ ...contacts(), phones: ['0671234567'] }, 'Телефон в формате +38 (XXX) XXX-XX-XX'],
    [{ ...contacts(), phones: ['', '', ''] }, 'Укажите хотя бы первый телефон магазина'],
    [
      {
        ...contacts(),
        phones: ['+38 (067) 765-43-21', '+38 (067) 765-43-22', '+38 (067) 765-43-23', '+38 (067) 765-43-24'],
      },
      'Не больше трёх телефонов магазина',
    ],
    [
      { ...contacts(), map: { lat: 91, lng: 30 } },
      'Укажите место на карте: широта от -90 до 90, долгота от -180 до 180',
    ],
    [
      { ...contacts(), map: { lat: '50', lng: 30 } },
      'Укажите место на карте: широта от -90 до 90, долгота от -180 до 180',
    ],
    [{ name: 'Ажур' }, 'Заполните название магазина на обоих языках'],
  ])('refuses %j with 400 and keeps what was saved', async (body, message) => {
    const before = await get();
    expect((await save(body, 400)).body).toEqual({ message });
    expect(await get()).toEqual(before);
  });

  it('refuses visitors with 401 and customers with 403', async () => {
    await request(s.app).post('/api/information/contacts').send(contacts()).expect(401);
    await request(s.app)
      .post('/api/information/contacts')
      .set(...asCustomer())
      .send(contacts())
      .expect(403);
  });
});
