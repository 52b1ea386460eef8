import { BOUND_MESSAGES, isRate } from '@shop/shared/src/bounds';

/** Currency rate inputs accept only numeric text (spec section 5): other edits are ignored. Pure. */
const NUMERIC = /^\d{0,6}([.,]\d{0,4})?$/;

/** The accepted text after an edit: the new text when it is numeric, else the previous one. */
export const acceptRateText = (previous: string, next: string): string => (NUMERIC.test(next) ? next : previous);

/** The number to send, or null when the text is not a positive rate. */
export function rateValue(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value > 0 ? value : null;
}

/** The message for a rate text outside 1..1000 (issue 11), or null. */
export const rateError = (text: string): string | null => (isRate(rateValue(text)) ? null : BOUND_MESSAGES.rate);
