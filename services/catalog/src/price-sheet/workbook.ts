import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { badRequest } from '@shop/shared';
import { leavesOf, type SheetProduct } from './leaves';
import { SHEET_MESSAGES as M, type SheetLine } from './schema';

/**
 * The editable sheet: what the admin sees and edits, then the ids a re-import needs in hidden columns (hidden
 * columns travel with their row when the admin sorts or filters, which a hidden sheet would not).
 */
const COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: 'Товар', key: 'name', width: 48 },
  { header: 'Опции', key: 'options', width: 32 },
  { header: 'Штрихкод', key: 'barcode', width: 16 },
  { header: 'Цена', key: 'price', width: 12 },
  { header: 'Валюта', key: 'currency', width: 9 },
  { header: 'product id', key: 'productId', width: 26, hidden: true },
  { header: 'option value ids', key: 'valueIds', width: 26, hidden: true },
];
export const SHEET_NAME = 'Цены';
const COL = { barcode: 3, price: 4, currency: 5, productId: 6, valueIds: 7 };

/** Streams the sheet of the given products into `out` (the HTTP answer), a row per price leaf. */
export async function writeSheet(out: Writable, products: SheetProduct[]): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const product of products) {
    for (const leaf of leavesOf(product)) {
      sheet
        .addRow({
          name: product.name,
          options: leaf.options,
          barcode: leaf.node.barcode ?? '',
          price: leaf.node.price || null,
          currency: product.currency,
          productId: product.id,
          valueIds: leaf.valueIds.join(' '),
        })
        .commit();
    }
  }
  sheet.commit();
  await book.commit();
}

/** The lines of an uploaded sheet (already checked to be a sane XLSX), skipping empty rows. */
export async function readSheet(file: Buffer): Promise<SheetLine[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer).catch(() => {
    throw badRequest(M.notXlsx);
  });
  const sheet = book.getWorksheet(SHEET_NAME) ?? book.worksheets[0];
  if (!sheet) throw badRequest(M.noSheet);
  const lines: SheetLine[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const line = {
      row: number,
      productId: text(row.getCell(COL.productId).value),
      valueIds: text(row.getCell(COL.valueIds).value).split(/\s+/).filter(Boolean),
      barcode: text(row.getCell(COL.barcode).value),
      price: plain(row.getCell(COL.price).value),
      currency: text(row.getCell(COL.currency).value).toUpperCase(),
    };
    if (line.productId || line.barcode || line.price !== null) lines.push(line);
  });
  return lines;
}

/** A cell's value without formulas or rich text: the shown result. */
function plain(value: ExcelJS.CellValue): unknown {
  if (value && typeof value === 'object') {
    if ('result' in value) return value.result ?? null;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return value.text;
  }
  return value === undefined || value === '' ? null : value;
}

const text = (value: ExcelJS.CellValue): string => {
  const shown = plain(value);
  return shown === null ? '' : String(shown).trim();
};
