import { BOUND_MESSAGES, isPrice } from '@shop/shared/src/bounds';

/** Price text of spec section 5: non-numeric characters removed, comma becomes a dot, 2 decimals, empty if zero. Pure. */
export function normalizePriceText(text: string): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^0-9.]/g, '');
  const [int = '', ...rest] = cleaned.split('.');
  const value = Number(`${int || '0'}.${rest.join('') || '0'}`);
  if (!Number.isFinite(value) || value === 0) return '';
  return value.toFixed(2);
}

/** A price text read on blur: the text to show and the price the leaf gets (undefined: not priced). */
export interface PriceReading {
  text: string;
  price: number | undefined;
}

/** Like normalizePriceText, except that a minus sign is kept: "-3" is refused (issue 11), not silently made 3. */
export function readPriceText(text: string): PriceReading {
  const normal = normalizePriceText(text);
  if (normal && text.includes('-')) return { text: text.trim(), price: -Number(normal) };
  return { text: normal, price: normal ? Number(normal) : undefined };
}

/** The message for a price out of the shop's bounds, or null (an unpriced leaf is the form's other message). */
export const priceError = (price: number | undefined): string | null =>
  price === undefined || isPrice(price) ? null : BOUND_MESSAGES.price;
