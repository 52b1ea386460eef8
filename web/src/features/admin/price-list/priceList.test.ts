import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as ExcelJS from 'exceljs';
import { buildPriceList, fileName, priceText, totalsText, type PriceListProduct } from './priceList';

const leaf = (id: string, price?: number) => ({ id, ru: id, ua: id, ...(price === undefined ? {} : { price }) });

const products: PriceListProduct[] = [
  { name: { ru: 'Носки мужские', ua: 'Шкарпетки чоловічі' }, currencyValue: 'UAH', optPrices: [leaf('base', 25)] },
  {
    name: { ru: 'Колготки 40 DEN', ua: 'Колготи 40 DEN' },
    currencyValue: 'USD',
    selfOpt: [{ id: 'o1', ru: 'Размер' }],
    selfOptValues: [
      { optId: 'o1', ru: '2' },
      { optId: 'o1', ru: '3' },
    ],
    optPrices: [leaf('s2', 1.5), leaf('s3', 2)],
  },
  {
    name: { ru: 'Бельё «Люкс», набор', ua: 'Білизна' },
    currencyValue: 'UAH',
    optPrices: [leaf('a', 100), leaf('b', 100)],
  },
  { name: { ru: 'Ясли', ua: 'Ясла' }, currencyValue: 'EUR', optPrices: [leaf('base')] },
];

describe('price list helpers', () => {
  it('shows one price, a range when prices differ, or nothing', () => {
    expect(priceText([12.5])).toBe('12.50');
    expect(priceText([3, 1.5, 2])).toBe('1.50 - 3.00');
    expect(priceText([4, 4])).toBe('4.00');
    expect(priceText([])).toBe('');
  });

  it('names the file after the brand', () => {
    expect(fileName('Conte')).toBe('Price Conte.xlsx');
    expect(fileName('A/B: C')).toBe('Price A_B_ C.xlsx');
  });

  it('groups totals by currency in UAH, USD, EUR order, hiding zeros, or 0', () => {
    expect(
      totalsText([
        { amount: 2, currency: 'EUR' },
        { amount: 10.5, currency: 'UAH' },
        { amount: 0.25, currency: 'UAH' },
      ]),
    ).toBe('10.75 UAH + 2.00 EUR');
    expect(totalsText([{ amount: 0, currency: 'USD' }])).toBe('0');
    expect(totalsText([])).toBe('0');
  });
});

const sofficeFound = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;

describe('price list workbook', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'price-list-'));
    file = path.join(dir, fileName('Conte: new/2025'));
    await buildPriceList(ExcelJS, 'Conte: new/2025', products).xlsx.writeFile(file);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is read back by exceljs with the title merged across the columns and rows sorted by Russian name', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Conte new 2025');
    expect(sheet.getCell('A1').value).toBe('Прайс Conte: new/2025.');
    expect(sheet.getCell('E1').isMerged && sheet.getCell('E1').master.address).toBe('A1');
    expect(sheet.getRow(2).values).toEqual([undefined, '№', 'Название', 'Опции', 'Цена', 'Валюта']);
    const names = [3, 4, 5, 6].map((r) => sheet.getCell(r, 2).value);
    expect(names).toEqual(['Бельё «Люкс», набор', 'Колготки 40 DEN', 'Носки мужские', 'Ясли']);
    expect(sheet.getCell('D4').value).toBe('1.50 - 2.00');
    expect(sheet.getCell('C4').value).toBe('Размер: 2, 3');
    expect(sheet.getCell('D5').value).toBe(25);
    expect(sheet.getCell('D7').value).toBe('125.00 UAH + 1.50 USD');
  });

  const withSoffice = sofficeFound ? it : it.skip;
  if (!sofficeFound)
    console.warn('LibreOffice check skipped: `soffice` is not installed (apt-get install -y libreoffice-calc-nogui)');

  withSoffice(
    'converts with LibreOffice headless to the expected CSV',
    () => {
      const out = path.join(dir, 'csv');
      const profile = `file://${path.join(dir, 'lo-profile')}`;
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=${profile}`,
          '--headless',
          '--convert-to',
          'csv:Text - txt - csv (StarCalc):44,34,76,1',
          '--outdir',
          out,
          file,
        ],
        { timeout: 90_000, stdio: 'pipe' },
      );
      const csv = readFileSync(path.join(out, readdirSync(out)[0]), 'utf8')
        .trim()
        .split(/\r?\n/);
      // LibreOffice quotes text cells; numbers (prices, row numbers) stay bare, shown with their 2-decimal format
      expect(csv).toEqual([
        '"Прайс Conte: new/2025.",,,,',
        '"№","Название","Опции","Цена","Валюта"',
        '1,"Бельё «Люкс», набор",,100.00,"UAH"',
        '2,"Колготки 40 DEN","Размер: 2, 3","1.50 - 2.00","USD"',
        '3,"Носки мужские",,25.00,"UAH"',
        '4,"Ясли",,,"EUR"',
        ',"Итого",,"125.00 UAH + 1.50 USD",',
      ]);
    },
    120_000,
  );
});
