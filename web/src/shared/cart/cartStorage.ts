/** Cart persistence rules of spec section 4: emptied on start when expired, saved with a fresh 48-hour expiry. Pure. */
import { CART_TTL_MS, type CartLine } from '@shop/shared/src/domain';
import type { LocalStore } from '../storage/local';

export const CART_KEY = 'cart';

export interface StoredCart {
  lines: CartLine[];
  expiresAt: number;
}

function isStoredCart(value: unknown): value is StoredCart {
  const v = value as StoredCart | null;
  return !!v && Array.isArray(v.lines) && typeof v.expiresAt === 'number';
}

/** The lines kept in storage, or [] when nothing valid is stored or the expiry has passed. */
export function loadCart(store: LocalStore, now: number): CartLine[] {
  const stored = store.get<unknown>(CART_KEY);
  if (!isStoredCart(stored)) return [];
  if (stored.expiresAt <= now) {
    store.remove(CART_KEY);
    return [];
  }
  return stored.lines;
}

export function saveCart(store: LocalStore, lines: CartLine[], now: number): void {
  store.set(CART_KEY, { lines, expiresAt: now + CART_TTL_MS } satisfies StoredCart);
}

export const lineKey = (line: Pick<CartLine, 'productId' | 'optionValueIds'>) =>
  `${line.productId}|${line.optionValueIds.join(',')}`;

/** Adds lines: the same product and option combination adds up its quantity. */
export function mergeLines(current: CartLine[], added: CartLine[]): CartLine[] {
  const result = current.map((l) => ({ ...l }));
  for (const line of added) {
    const same = result.find((l) => lineKey(l) === lineKey(line));
    if (same) same.qnt += line.qnt;
    else result.push({ ...line });
  }
  return result;
}

export const cartQnt = (lines: Pick<CartLine, 'qnt'>[]) => lines.reduce((sum, l) => sum + l.qnt, 0);

export const sameLines = (a: CartLine[], b: CartLine[]) => JSON.stringify(a) === JSON.stringify(b);
