/**
 * The phone mask of spec section 5: digits only, the first two (country code) dropped, shaped +38 (XXX) XXX-XX-XX.
 * A pasted number with +380, 380 or 0 in front takes the mask as well (issue 11). Pure.
 */
export const PHONE_PREFIX = '+38 (';
const MAX_DIGITS = 10;
/** +380 and 10 digits: what a number pasted with its country code leaves after the mask's prefix. */
const WITH_COUNTRY_CODE = /^380\d{9,}$/;

/** The digits after the country code (at most 10). */
export function phoneDigits(value: string): string {
  return localDigits(value).slice(0, MAX_DIGITS);
}

function localDigits(value: string): string {
  if (value.startsWith(PHONE_PREFIX)) {
    // Typed after the mask: the digits as they are. A number pasted there with its country code (12 digits or
    // more, which typing cannot make: the field stops at 10) drops its 38.
    const typed = value.slice(PHONE_PREFIX.length).replace(/\D/g, '');
    return WITH_COUNTRY_CODE.test(typed) ? typed.slice(2) : typed;
  }
  const digits = value.replace(/\D/g, '');
  // A value without the mask: a number starting with its 0 keeps it; otherwise the first two are the country code.
  return digits.startsWith('0') ? digits : digits.slice(2);
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

/**
 * A whole number pasted into a phone field (10 digits or more) replaces the field's number, whatever was typed and
 * wherever the caret was; null for a part of a number, which pastes as usual.
 */
export function pastedPhone(text: string): string | null {
  return text.replace(/\D/g, '').length >= MAX_DIGITS ? formatPhone(text.trim()) : null;
}

/** True when no digit follows the prefix. */
export const isPhoneEmpty = (value: string) => phoneDigits(value).length === 0;
