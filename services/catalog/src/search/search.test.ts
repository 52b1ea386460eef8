import request from 'supertest';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures } from '../testing/fixtures';

describe('POST /api/products/search', () => {
  let s: TestService;
  const ids: Record<string, string> = {};
  const search = async (string: string, langKey = 'ru') => {
    const res = await request(s.app).post('/api/products/search').send({ string, langKey }).expect(200);
    return res.body.map((p: { name: { ru: string } }) => p.name.ru) as string[];
  };

  beforeAll(async () => {
    s = await startTestService(catalogService);
    const f = fixtures(s.app);
    const catalog = (await f.catalog('Разное'))._id;
    ids.nitka = (await f.brand('Нитка'))._id;
    ids.velour = (await f.brand('Velour'))._id;
    const add = (ru: string, ua: string, brandId: string) =>
      f.product({ name: bi(ru, ua), brandId, catalogId: catalog });
    await add('Носки мужские хлопковые', 'Шкарпетки чоловічі бавовняні', ids.nitka);
    await add('Колготки тёплые', 'Колготки теплі', ids.velour);
    await add('Трусы женские', 'Труси жіночі', ids.nitka);
    await add('Термобельё мужское', 'Термобілизна чоловіча', ids.velour);
    for (let i = 0; i < 25; i++) await add(`Гольфы модель ${i}`, `Гольфи модель ${i}`, ids.nitka);
  });
  afterAll(() => s.stop());

  it('finds Russian and Ukrainian names, whatever the case', async () => {
    expect(await search('НОСКИ')).toEqual(['Носки мужские хлопковые']);
    expect(await search('шкарпетки', 'ua')).toEqual(['Носки мужские хлопковые']);
    expect((await search('теплі'))[0]).toBe('Колготки тёплые');
  });

  it('tolerates typos, a missing letter and swapped letters', async () => {
    expect((await search('колготкт'))[0]).toBe('Колготки тёплые');
    expect((await search('нски'))[0]).toBe('Носки мужские хлопковые');
    expect((await search('нсоки'))[0]).toBe('Носки мужские хлопковые');
    expect((await search('термобелье'))[0]).toBe('Термобельё мужское');
  });

  it('finds Cyrillic names typed in Latin transliteration', async () => {
    expect((await search('noski'))[0]).toBe('Носки мужские хлопковые');
    expect((await search('kolgotki teplye'))[0]).toBe('Колготки тёплые');
    expect((await search('shkarpetky'))[0]).toBe('Носки мужские хлопковые');
  });

  it('finds names typed with the wrong keyboard layout, both ways', async () => {
    expect((await search('yjcrb'))[0]).toBe('Носки мужские хлопковые');
    expect((await search('nhecs'))[0]).toBe('Трусы женские');
    expect(await search('мудщгк')).toEqual(expect.arrayContaining(['Колготки тёплые', 'Термобельё мужское']));
  });

  it('matches brand names', async () => {
    const velour = await search('velour');
    expect(velour.sort()).toEqual(['Колготки тёплые', 'Термобельё мужское']);
  });

  it('matches a word being typed by its beginning', async () => {
    expect((await search('колг'))[0]).toBe('Колготки тёплые');
  });

  it('ranks products matching more query words first', async () => {
    const found = await search('носки тёплые');
    expect(found.slice(0, 2).sort()).toEqual(['Колготки тёплые', 'Носки мужские хлопковые']);
    expect((await search('колготки теплые'))[0]).toBe('Колготки тёплые');
  });

  it('returns at most 20 products', async () => {
    expect(await search('гольфы')).toHaveLength(20);
  });

  it('finds nothing for unrelated or empty text, and cleans what it gets', async () => {
    expect(await search('холодильник')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('<>{}')).toEqual([]);
    expect((await search('<b>носки</b>'.replace(/[<>/]/g, ' ')))[0]).toBe('Носки мужские хлопковые');
  });

  it('answers a bad request with a 400', async () => {
    expect((await request(s.app).post('/api/products/search').send({})).status).toBe(400);
    expect((await request(s.app).post('/api/products/search').send({ string: 'носки', langKey: 'en' })).status).toBe(
      400,
    );
  });

  it('follows a brand rename', async () => {
    await request(s.app)
      .put('/api/brands')
      .set(...asAdmin())
      .send({ _id: ids.velour, name: bi('Бархат', 'Оксамит') })
      .expect(200);
    expect((await search('бархат')).sort()).toEqual(['Колготки тёплые', 'Термобельё мужское']);
    expect(await search('velour')).toEqual([]);
  });
});
