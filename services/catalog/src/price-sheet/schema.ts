import { z } from 'zod';

/** Which products an export holds: a catalog with its subcatalogs, a brand, or (neither) the whole catalog. */
export const exportScope = z.object({
  catalogId: z.string().min(1).max(64).optional(),
  brandId: z.string().min(1).max(64).optional(),
});
export type ExportScope = z.infer<typeof exportScope>;

/** The largest sheet file an admin may upload, and what its zip may unpack to. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 1000;

export const SHEET_MESSAGES = {
  tooLarge: 'Файл больше 10 МБ',
  empty: 'Загрузите файл XLSX',
  notXlsx: 'Это не файл XLSX: сохраните таблицу в формате Excel (.xlsx)',
  zipBomb: 'Файл распаковывается в слишком большой объём: это не похоже на прайс',
  noSheet: 'В файле нет листа с ценами',
  notNumber: 'Цена должна быть числом',
  currency: (expected: string, got: string) => `Валюта товара ${expected}, в строке ${got || 'пусто'}`,
  duplicate: (row: number) => `Эта цена уже изменена в строке ${row}`,
  noProduct: 'Нет такого товара',
  noLeaf: 'У товара нет такого набора опций',
  noBarcode: 'Нет товара с таким штрихкодом',
  noIds: 'Нет ни кода товара, ни штрихкода',
} as const;

/** One line of an uploaded sheet, as read: ids from the hidden columns, the rest as typed. */
export interface SheetLine {
  row: number;
  productId: string;
  valueIds: string[];
  barcode: string;
  price: unknown;
  currency: string;
}

export interface PriceChange {
  row: number;
  productId: string;
  name: string;
  options: string;
  valueIds: string[];
  oldPrice: number | null;
  newPrice: number;
  currency: string;
}

export interface SheetProblem {
  row: number;
  message: string;
}

/** What an import would do (preview) or did (apply). */
export interface SheetReport {
  changed: PriceChange[];
  unchanged: number;
  unknown: SheetProblem[];
  invalid: SheetProblem[];
}
