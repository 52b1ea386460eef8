/** The admin's price sheet calls: download the sheet, upload an edited one for a preview or to apply it. */
import { ApiError } from '../../../shared/api/apiFetch';

export const PRICE_SHEET_PATH = '/api/products/price-sheet';
export const MAX_SHEET_BYTES = 10 * 1024 * 1024;

export interface SheetProblem {
  row: number;
  message: string;
}
export interface PriceChange {
  row: number;
  productId: string;
  name: string;
  options: string;
  oldPrice: number | null;
  newPrice: number;
  currency: string;
}
export interface SheetReport {
  applied: boolean;
  changed: PriceChange[];
  unchanged: number;
  unknown: SheetProblem[];
  invalid: SheetProblem[];
}

async function failure(res: Response): Promise<ApiError> {
  const body = await res.json().catch(() => null);
  return new ApiError(typeof body?.message === 'string' ? body.message : `Ошибка ${res.status}`, res.status);
}

/** Downloads the sheet of the scope ('' for all, `catalogId=..` or `brandId=..`) as prices.xlsx. */
export async function downloadSheet(scope: string): Promise<void> {
  const res = await fetch(`${PRICE_SHEET_PATH}${scope ? `?${scope}` : ''}`, { credentials: 'same-origin' });
  if (!res.ok) throw await failure(res);
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: 'prices.xlsx' });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Sends the file as it is; the server checks it (again) either way. */
export async function uploadSheet(file: File, apply: boolean): Promise<SheetReport> {
  const res = await fetch(`${PRICE_SHEET_PATH}${apply ? '?apply=1' : ''}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    body: file,
  });
  if (!res.ok) throw await failure(res);
  return res.json();
}
