/** Downloads the price list of a brand: products from GET /api/products/brand/{id}, exceljs loaded only now. */
import type * as ExcelJS from 'exceljs';
import { apiFetch } from '../../../shared/api/apiFetch';
import { buildPriceList, fileName, type PriceListProduct } from './priceList';

async function loadExcel(): Promise<typeof ExcelJS> {
  const mod = (await import('exceljs')) as typeof ExcelJS & { default?: typeof ExcelJS };
  return mod.default ?? mod;
}

function download(data: ArrayBuffer, name: string) {
  const blob = new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function exportPriceList(brandId: string, brandName: string): Promise<void> {
  const [{ products }, Excel] = await Promise.all([
    apiFetch<{ products: PriceListProduct[] }>(`/api/products/brand/${encodeURIComponent(brandId)}`),
    loadExcel(),
  ]);
  const workbook = buildPriceList(Excel, brandName, products);
  download(await workbook.xlsx.writeBuffer(), fileName(brandName));
}
