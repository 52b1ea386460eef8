import fc from 'fast-check';
import request from 'supertest';
import { asAdmin, asCustomer, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures, sizeColourProduct } from '../testing/fixtures';
import { listen } from '../testing/events';
import { editedSheet, exportedSheet, manyEntries, sheetRows, uploadSheet, zipBomb } from '../testing/price-sheet';

describe('price sheet: export and import of prices', () => {
  let s: TestService;
  const ids: Record<string, string> = {};
  const price = async (id: string) =>
    (await request(s.app).get(`/api/products/product/${id}`).expect(200)).body.product;

  beforeAll(async () => {
    s = await startTestService(catalogService);
    const f = fixtures(s.app);
    ids.root = (await f.catalog('Бельё'))._id;
    ids.leaf = (await f.catalog('Трусы', 'Труси', ids.root))._id;
    ids.other = (await f.catalog('Носки'))._id;
    ids.a = (await f.brand('Альфа'))._id;
    ids.b = (await f.brand('Бета'))._id;
    const options = (await f.optionSet())._id;
    ids.plain = (await f.product({ name: bi('Трусы простые'), brandId: ids.a, catalogId: ids.leaf }))._id;
    ids.sized = (
      await f.product({
        name: bi('Трусы с размерами'),
        brandId: ids.b,
        catalogId: ids.leaf,
        ...sizeColourProduct(options),
      })
    )._id;
    ids.sock = (
      await f.product({
        name: bi('Носки'),
        brandId: ids.a,
        catalogId: ids.other,
        optPrices: [{ id: 'base', ru: '', ua: '', price: 40, barcode: '4820000000099' }],
      })
    )._id;
  });
  afterAll(() => s.stop());

  it('exports one row per price leaf with the ids in hidden columns, for all, a catalog tree or a brand', async () => {
    const file = await exportedSheet(s.app);
    expect(await sheetRows(file)).toEqual([
      ['Носки', '', '4820000000099', 40, 'UAH', ids.sock, ''],
      ['Трусы простые', '', '4820000000001', 100, 'UAH', ids.plain, ''],
      ['Трусы с размерами', 'Размер: S; Цвет: Чёрный', '1', 2.5, 'USD', ids.sized, 's black'],
      ['Трусы с размерами', 'Размер: M; Цвет: Чёрный', '2', 3.75, 'USD', ids.sized, 'm black'],
    ]);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect([1, 2, 3, 4, 5, 6, 7].map((c) => sheet.getColumn(c).hidden)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Товар',
      'Опции',
      'Штрихкод',
      'Цена',
      'Валюта',
      'product id',
      'option value ids',
    ]);

    const inCatalog = await sheetRows(await exportedSheet(s.app, `?catalogId=${ids.root}`));
    expect(inCatalog.map((r) => r[5])).toEqual([ids.plain, ids.sized, ids.sized]);
    const ofBrand = await sheetRows(await exportedSheet(s.app, `?brandId=${ids.a}`));
    expect(ofBrand.map((r) => r[5])).toEqual([ids.sock, ids.plain]);
  });

  it("the export is the admin's: 401 without a session, 403 for a customer, 404 for an unknown catalog", async () => {
    await request(s.app).get('/api/products/price-sheet').expect(401);
    await request(s.app)
      .get('/api/products/price-sheet')
      .set(...asCustomer())
      .expect(403);
    await request(s.app)
      .post('/api/products/price-sheet')
      .set(...asCustomer())
      .send('x')
      .expect(403);
    const missing = await request(s.app)
      .get('/api/products/price-sheet?catalogId=nope')
      .set(...asAdmin())
      .expect(404);
    expect(missing.body.message).toBeTruthy();
  });

  it('previews changed, unknown and invalid rows with their numbers, changing nothing; apply changes the valid ones at once', async () => {
    const edited = await editedSheet(await exportedSheet(s.app), (sheet) => {
      sheet.getCell('D2').value = '45,50'; // Носки: typed as text with a comma
      sheet.getCell('D3').value = -5; // Трусы простые
      sheet.getCell('D4').value = 2.75; // S black
      sheet.getCell('D5').value = 4; // M black
      sheet.getCell('E5').value = 'EUR';
      sheet.addRow(['Ручной ряд', '', '4820000000001', 'сто', 'UAH']);
      sheet.addRow(['Чужой', '', '', 10, 'UAH', 'no-such-product', '']);
      sheet.addRow(['Без листа', '', '', 10, 'USD', ids.sized, 'xl black']);
      sheet.addRow(['По штрихкоду', '', '999', 10, 'UAH']);
      sheet.addRow(['Дорого', '', '2', 1_000_001, 'USD']);
      sheet.addRow(['Копейки', '', '4820000000099', 45.555, 'UAH']);
    });
    const preview = await uploadSheet(s.app, edited).expect(200);
    expect(preview.body).toEqual({
      applied: false,
      changed: [
        {
          row: 2,
          productId: ids.sock,
          name: 'Носки',
          options: '',
          valueIds: [],
          oldPrice: 40,
          newPrice: 45.5,
          currency: 'UAH',
        },
        {
          row: 4,
          productId: ids.sized,
          name: 'Трусы с размерами',
          options: 'Размер: S; Цвет: Чёрный',
          valueIds: ['s', 'black'],
          oldPrice: 2.5,
          newPrice: 2.75,
          currency: 'USD',
        },
      ],
      unchanged: 0,
      unknown: [
        { row: 7, message: 'Нет такого товара' },
        { row: 8, message: 'У товара нет такого набора опций' },
        { row: 9, message: 'Нет товара с таким штрихкодом' },
      ],
      invalid: [
        { row: 3, message: 'Цена не может быть отрицательной' },
        { row: 5, message: 'Валюта товара USD, в строке EUR' },
        { row: 6, message: 'Цена должна быть числом' },
        { row: 10, message: expect.stringContaining('1 000 000') },
        { row: 11, message: 'Эта цена уже изменена в строке 2' },
      ],
    });
    expect((await price(ids.sock)).optPrices[0].price).toBe(40);

    const events = await listen(s.bus, 'catalog.product.changed', (e) => e.data.productId === ids.sized);
    const applied = await uploadSheet(s.app, edited, true).expect(200);
    expect(applied.body).toEqual({ ...preview.body, applied: true });
    expect((await events.wait()).data).toEqual({ productId: ids.sized, action: 'updated', removedImages: [] });
    expect((await price(ids.sock)).optPrices[0].price).toBe(45.5);
    const sized = await price(ids.sized);
    expect(sized.optPrices.map((n: { add: { price: number }[] }) => n.add[0].price)).toEqual([2.75, 3.75]);
    expect((await price(ids.plain)).optPrices[0].price).toBe(100);

    const again = await uploadSheet(s.app, edited, true).expect(200);
    expect(again.body.changed).toEqual([]);
    expect(again.body.unchanged).toBe(2);
  });

  it('refuses a file that is not an XLSX, a zip bomb, too many entries and over 10 MB, changing nothing', async () => {
    const before = await exportedSheet(s.app);
    const text = await uploadSheet(s.app, Buffer.from('Товар;Цена\nНоски;1\n')).expect(415);
    expect(text.body.message).toMatch(/не файл XLSX/);
    await uploadSheet(s.app, Buffer.alloc(0)).expect(400);
    const bomb = await zipBomb(110);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect((await uploadSheet(s.app, bomb).expect(400)).body.message).toMatch(/слишком большой объём/);
    expect((await uploadSheet(s.app, await manyEntries(1200)).expect(400)).body.message).toMatch(/слишком большой/);
    const big = await uploadSheet(s.app, Buffer.alloc(11 * 1024 * 1024, 1)).expect(413);
    expect(big.body).toEqual({ message: 'Файл больше 10 МБ' });
    expect(await sheetRows(await exportedSheet(s.app))).toEqual(await sheetRows(before));
  });
});

describe('price sheet: damaged files', () => {
  let s: TestService;
  let sheet: Buffer;
  beforeAll(async () => {
    s = await startTestService(catalogService);
    const f = fixtures(s.app);
    const catalogId = (await f.catalog('Носки'))._id;
    const brandId = (await f.brand('Альфа'))._id;
    for (const name of ['Носки белые', 'Носки чёрные', 'Носки серые'])
      await f.product({ name: bi(name), brandId, catalogId });
    sheet = await exportedSheet(s.app);
  });
  afterAll(() => s.stop());

  it('a preview of a sheet with random bytes overwritten, cut short, or random bytes alone: a JSON refusal or a report, never a 5xx', async () => {
    const damaged = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      fc.integer({ min: 1, max: sheet.length - 1 }).map((end) => sheet.subarray(0, end)),
      fc
        .array(fc.tuple(fc.nat({ max: sheet.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        })
        .map((edits) => {
          const copy = Buffer.from(sheet);
          for (const [at, byte] of edits) copy[at] = byte;
          return copy;
        }),
    );
    await fc.assert(
      fc.asyncProperty(damaged, async (file) => {
        const res = await uploadSheet(s.app, file);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.body.message).toBe('string');
      }),
      { numRuns: 60 },
    );
    expect(await sheetRows(await exportedSheet(s.app))).toEqual(await sheetRows(sheet));
  });
});
