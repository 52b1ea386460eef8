/** Price text of spec section 5: non-numeric characters removed, comma becomes a dot, 2 decimals, empty if zero. Pure. */
export function normalizePriceText(text: string): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^0-9.]/g, '');
  const [int = '', ...rest] = cleaned.split('.');
  const value = Number(`${int || '0'}.${rest.join('') || '0'}`);
  if (!Number.isFinite(value) || value === 0) return '';
  return value.toFixed(2);
}
