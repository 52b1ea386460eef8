import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import request from 'supertest';
import type { Express } from 'express';
import { asAdmin } from '@shop/shared/src/testing/service';

const binary = (
  res: NodeJS.ReadableStream & { setEncoding(e: string): void },
  done: (e: Error | null, b: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** GET /api/products/price-sheet as an admin: the XLSX bytes. */
export async function exportedSheet(app: Express, query = ''): Promise<Buffer> {
  const res = await request(app)
    .get(`/api/products/price-sheet${query}`)
    .set(...asAdmin())
    .buffer(true)
    .parse(binary as never)
    .expect(200);
  return res.body as Buffer;
}

/** POSTs a file as the admin: a preview, or the apply with apply=true. */
export const uploadSheet = (app: Express, file: Buffer, apply = false) =>
  request(app)
    .post(`/api/products/price-sheet${apply ? '?apply=1' : ''}`)
    .set(...asAdmin())
    .set('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(file);

/** The sheet's rows as [name, options, barcode, price, currency, productId, valueIds] from row 2 ('' for empty). */
export async function sheetRows(file: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row, n) => {
    if (n > 1) rows.push(Array.from({ length: 7 }, (_, i) => (row.values as unknown[])[i + 1] ?? ''));
  });
  return rows;
}

/** The file with its first sheet edited by `edit` (as an admin does in Excel). */
export async function editedSheet(file: Buffer, edit: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  edit(book.worksheets[0]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An XLSX-looking zip whose one entry inflates to `megabytes` of zeros (a few hundred kB packed). */
export async function zipBomb(megabytes: number): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('xl/workbook.xml', '<workbook/>');
  const mb = Buffer.alloc(1024 * 1024);
  zip.file(
    'xl/worksheets/sheet1.xml',
    Readable.from(
      (function* () {
        for (let i = 0; i < megabytes; i++) yield mb;
      })(),
    ),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
}

/** A valid zip of many tiny entries. */
export async function manyEntries(count: number): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('xl/workbook.xml', '<workbook/>');
  for (let i = 0; i < count; i++) zip.file(`xl/x${i}.xml`, 'x');
  return zip.generateAsync({ type: 'nodebuffer' });
}
