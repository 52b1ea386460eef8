import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures, sizeColourProduct } from '../testing/fixtures';
import { editedSheet, exportedSheet, uploadSheet } from '../testing/price-sheet';

const sofficeFound = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;
const withSoffice = sofficeFound ? it : it.skip;
if (!sofficeFound)
  console.warn(
    'LibreOffice round trip skipped: `soffice` is not installed (apt-get install -y libreoffice-calc-nogui)',
  );

/** The file as LibreOffice saves it again as XLSX (what an admin who edits in LibreOffice Calc uploads). */
function savedByLibreOffice(dir: string, file: Buffer): Buffer {
  const input = path.join(dir, 'prices.xlsx');
  const out = path.join(dir, 'saved');
  writeFileSync(input, file);
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(dir, 'lo-profile')}`,
      '--headless',
      '--convert-to',
      'xlsx:Calc MS Excel 2007 XML',
      '--outdir',
      out,
      input,
    ],
    { timeout: 90_000, stdio: 'pipe' },
  );
  return readFileSync(path.join(out, 'prices.xlsx'));
}

describe('price sheet round trip through LibreOffice', () => {
  let s: TestService;
  let dir: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'price-sheet-'));
    s = await startTestService(catalogService);
    const f = fixtures(s.app);
    const catalogId = (await f.catalog('Колготки'))._id;
    const brandId = (await f.brand('Conte'))._id;
    const options = (await f.optionSet())._id;
    ids.plain = (await f.product({ name: bi('Колготки 20 DEN'), brandId, catalogId }))._id;
    ids.sized = (
      await f.product({ name: bi('Колготки 40 DEN'), brandId, catalogId, ...sizeColourProduct(options) })
    )._id;
  });
  afterAll(async () => {
    await s.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  withSoffice(
    'export, prices changed by a script, saved by LibreOffice, imported: the product pages show the new prices',
    async () => {
      const edited = await editedSheet(await exportedSheet(s.app), (sheet) => {
        sheet.getCell('D2').value = 120.5; // Колготки 20 DEN
        sheet.getCell('D4').value = 4.1; // Колготки 40 DEN, M black
      });
      const saved = savedByLibreOffice(dir, edited);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(saved as unknown as ArrayBuffer);
      expect([6, 7].map((c) => book.worksheets[0].getColumn(c).hidden)).toEqual([true, true]);

      const preview = await uploadSheet(s.app, saved).expect(200);
      expect(preview.body.changed.map((c: { row: number; newPrice: number }) => [c.row, c.newPrice])).toEqual([
        [2, 120.5],
        [4, 4.1],
      ]);
      expect(preview.body).toMatchObject({ unchanged: 1, unknown: [], invalid: [] });
      await uploadSheet(s.app, saved, true).expect(200);

      const page = async (id: string) => (await request(s.app).get(`/api/products/product/${id}`).expect(200)).body;
      expect((await page(ids.plain)).product.optPrices[0].price).toBe(120.5);
      const sized = (await page(ids.sized)).product;
      expect(sized.optPrices.map((n: { add: { price: number }[] }) => n.add[0].price)).toEqual([2.5, 4.1]);
    },
    180_000,
  );
});
