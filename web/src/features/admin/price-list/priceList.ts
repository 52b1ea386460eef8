/**
 * The price list of one brand (spec section 9) as an exceljs Workbook. Pure: exceljs is passed in, so the
 * browser can load it lazily and a test can use the Node build.
 */
import type * as ExcelJS from 'exceljs';
import { CURRENCIES, round2, type Bilingual, type Currency, type PriceTreeNode } from '@shop/shared/src/domain';
import { leafPrices } from '@shop/shared/src/prices';
import { toSheetName } from './sheetName';

export interface PriceListProduct {
  name: Bilingual;
  currencyValue: Currency;
  optPrices: PriceTreeNode[];
  selfOpt?: { id: string; ru: string }[];
  selfOptValues?: { optId: string; ru: string }[];
}

export const HEADERS = ['№', 'Название', 'Опции', 'Цена', 'Валюта'] as const;

/** 'Price {brand}.xlsx', with characters no file system accepts replaced by '_'. */
export const fileName = (brand: string) => `Price ${brand.replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;
export const title = (brand: string) => `Прайс ${brand}.`;

/** '12.50', or 'min - max' when the product's prices differ, or '' without a price. */
export function priceText(prices: number[]): string {
  if (!prices.length) return '';
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? min.toFixed(2) : `${min.toFixed(2)} - ${max.toFixed(2)}`;
}

/** Sums per currency (UAH, USD, EUR), zero currencies hidden, joined with ' + ', or '0'. */
export function totalsText(items: { amount: number; currency: Currency }[]): string {
  const parts = CURRENCIES.map((currency) => {
    const sum = round2(items.filter((i) => i.currency === currency).reduce((s, i) => s + i.amount, 0));
    return sum ? `${sum.toFixed(2)} ${currency}` : '';
  }).filter(Boolean);
  return parts.length ? parts.join(' + ') : '0';
}

/** 'Размер: 23, 25; Цвет: Чёрный' from the chosen options and values. */
export function optionsText(p: PriceListProduct): string {
  return (p.selfOpt ?? [])
    .map((o) => ({ o, values: (p.selfOptValues ?? []).filter((v) => v.optId === o.id).map((v) => v.ru) }))
    .filter(({ values }) => values.length)
    .map(({ o, values }) => `${o.ru}: ${values.join(', ')}`)
    .join('; ');
}

export const sortByRuName = <T extends { name: Bilingual }>(products: T[]): T[] =>
  [...products].sort((a, b) => a.name.ru.localeCompare(b.name.ru, 'ru'));

function addRows(sheet: ExcelJS.Worksheet, products: PriceListProduct[]) {
  sortByRuName(products).forEach((p, i) => {
    const prices = leafPrices(p.optPrices);
    const price = prices.length && Math.min(...prices) === Math.max(...prices) ? prices[0] : priceText(prices);
    const row = sheet.addRow([i + 1, p.name.ru, optionsText(p), price, p.currencyValue]);
    row.getCell(4).numFmt = '0.00';
    row.getCell(4).alignment = { horizontal: 'right' };
  });
}

/** The total line: each product counted at its lowest price, grouped by currency. */
function addTotal(sheet: ExcelJS.Worksheet, products: PriceListProduct[]) {
  const items = products.map((p) => ({
    amount: Math.min(...leafPrices(p.optPrices), Infinity),
    currency: p.currencyValue,
  }));
  const row = sheet.addRow(['', 'Итого', '', totalsText(items.filter((i) => Number.isFinite(i.amount))), '']);
  sheet.mergeCells(row.number, 4, row.number, 5);
  row.font = { bold: true };
}

export function buildPriceList(Excel: typeof ExcelJS, brand: string, products: PriceListProduct[]): ExcelJS.Workbook {
  const workbook = new Excel.Workbook();
  workbook.creator = 'Ажур';
  const sheet = workbook.addWorksheet(toSheetName(brand));
  sheet.columns = [{ width: 6 }, { width: 42 }, { width: 36 }, { width: 18 }, { width: 9 }];
  sheet.addRow([title(brand)]);
  sheet.mergeCells(1, 1, 1, HEADERS.length);
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A1').alignment = { horizontal: 'center' };
  sheet.addRow([...HEADERS]).font = { bold: true };
  addRows(sheet, products);
  addTotal(sheet, products);
  return workbook;
}
