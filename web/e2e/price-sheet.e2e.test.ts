/**
 * Issue 15, the price sheet both ways in Chromium: the admin opens «Прайс Excel» from the toolbar, downloads a
 * brand's prices, edits the file (a script, as Excel would), uploads it, sees the preview with changed, unknown
 * and invalid rows, applies, and the product page then answers the new price; the preview at 390 px too.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { axe } from '../../scripts/quality/axe-run';
import { browserAvailable, BROWSER_SKIP_REASON, PHONE, startE2E, type E2E } from './harness';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

const ADMIN = { phone: '+38 (067) 555-44-33', userName: 'Админ', admin: true };

/** The downloaded sheet with row 2's price raised by `raise`, row 3's made text, and an unknown product row. */
async function edited(file: Buffer, raise: number): Promise<{ file: Buffer; productId: string; price: number }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const price = Number(sheet.getCell('D2').value) + raise;
  sheet.getCell('D2').value = price;
  sheet.getCell('D3').value = 'дорого';
  sheet.addRow(['Чужой товар', '', '', 10, 'UAH', 'no-such-product', '']);
  return { file: Buffer.from(await book.xlsx.writeBuffer()), productId: String(sheet.getCell('F2').value), price };
}

async function upload(page: Page, file: Buffer) {
  await page.getByLabel('Файл .xlsx').setInputFiles({
    name: 'prices.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page
    .getByText(/^Изменятся: \d+$/)
    .first()
    .waitFor();
}

const leafPrice = async (e2e: E2E, productId: string, valueIds: string[]) => {
  const { product } = await (await fetch(e2e.url(`/api/products/product/${productId}`))).json();
  let level = product.optPrices;
  let node;
  for (const id of valueIds.length ? valueIds : ['base']) {
    node = level.find((n: { id: string }) => n.id === id);
    level = node.add ?? [];
  }
  return node.price;
};

describeBrowser('the price sheet of issue 15 in Chromium', () => {
  let e2e: E2E;
  let sheet: Buffer;

  beforeAll(async () => {
    e2e = await startE2E({ products: 8 });
  }, 180_000);
  afterAll(() => e2e?.stop());

  it('downloads a brand, previews the edited file, applies it, and the product page shows the new price', async () => {
    const admin = await e2e.context();
    await e2e.signIn(admin, ADMIN);
    const page = await admin.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(e2e.url('/'));
    await page
      .getByRole('navigation', { name: 'Администрирование' })
      .getByRole('link', { name: 'Прайс Excel' })
      .click();
    await page.getByRole('heading', { name: 'Прайс Excel', level: 1 }).waitFor();
    const scope = page.getByLabel('Что выгрузить');
    await scope.locator('optgroup[label="Бренд"] option').first().waitFor({ state: 'attached' });
    const brand = await scope.locator('optgroup[label="Бренд"] option').first().getAttribute('value');
    await scope.selectOption(brand!);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать .xlsx' }).click(),
    ]);
    sheet = readFileSync((await download.path())!);
    const change = await edited(sheet, 7);
    const valueIds = await (async () => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(sheet as unknown as ArrayBuffer);
      return String(book.worksheets[0].getCell('G2').value ?? '')
        .split(' ')
        .filter(Boolean);
    })();
    const before = await leafPrice(e2e, change.productId, valueIds);

    await upload(page, change.file);
    await page.getByText('Изменятся: 1', { exact: true }).first().waitFor();
    await page.getByText('Цена должна быть числом').waitFor();
    await page.getByText('Нет такого товара').waitFor();
    expect(await leafPrice(e2e, change.productId, valueIds)).toBe(before);
    await e2e.screenshot(page, 'price-sheet-preview-1366');
    expect((await axe(page)).details).toEqual([]);

    await page.getByRole('button', { name: 'Применить изменения (1)' }).click();
    await page.getByText('Изменено цен: 1, товаров: 1').waitFor();
    await page.getByText('Изменены: 1', { exact: true }).first().waitFor();
    expect(await leafPrice(e2e, change.productId, valueIds)).toBe(change.price);
    await e2e.screenshot(page, 'price-sheet-applied-1366');
    await admin.close();
  });

  it('shows the preview readable on a phone (390 px) with no horizontal scroll', async () => {
    const phone = await e2e.context(PHONE);
    await e2e.signIn(phone, ADMIN);
    const page = await phone.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(e2e.url('/price_sheet'));
    await page.getByRole('heading', { name: 'Прайс Excel', level: 1 }).waitFor();
    await upload(page, (await edited(sheet, 11)).file);
    await page.getByRole('button', { name: 'Применить изменения (1)' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await e2e.screenshot(page, 'price-sheet-preview-390');
    expect((await axe(page)).details).toEqual([]);
    await phone.close();
  });
});
