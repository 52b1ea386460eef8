/** Quantity input of spec section 5: digits only, at most 3 characters, plus caps at 999, minus clears at 1 or less. Pure. */
import { MAX_QNT } from '@shop/shared/src/bounds';

export const QNT_MAX_LENGTH = 3;

/** What the field keeps of a typed value. */
export function sanitizeQnt(input: string): string {
  return input.replace(/\D/g, '').slice(0, QNT_MAX_LENGTH);
}

export function qntValue(qnt: string | undefined): number {
  const n = Number.parseInt(qnt ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function incrementQnt(qnt: string | undefined): string {
  return String(Math.min(MAX_QNT, qntValue(qnt) + 1));
}

export function decrementQnt(qnt: string | undefined): string {
  const n = qntValue(qnt);
  return n <= 1 ? '' : String(n - 1);
}
