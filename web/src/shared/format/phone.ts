/** The phone mask of spec section 5: digits only, the first two (country code) dropped, shaped +38 (XXX) XXX-XX-XX. Pure. */
export const PHONE_PREFIX = '+38 (';
const MAX_DIGITS = 10;

/** The digits after the country code (at most 10). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(2, 2 + MAX_DIGITS);
}

/** Shapes a typed value progressively, so deleting a character works at every position. */
export function formatPhone(value: string): string {
  const d = phoneDigits(value);
  let out = PHONE_PREFIX + d.slice(0, 3);
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

/** True when no digit follows the prefix. */
export const isPhoneEmpty = (value: string) => phoneDigits(value).length === 0;
