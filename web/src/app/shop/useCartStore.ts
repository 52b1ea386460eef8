/**
 * The cart (spec section 4): kept in localStorage, emptied on start when its expiry passed, saved with a fresh
 * 48-hour expiry on every change, re-read when the tab becomes visible or another tab changes it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CartLine } from '@shop/shared/src/domain';
import { CART_KEY, cartQnt, lineKey, loadCart, mergeLines, sameLines, saveCart } from '../../shared/cart/cartStorage';
import { localStore } from '../../shared/storage/local';

export interface CartStore {
  lines: CartLine[];
  totalQnt: number;
  addLines(lines: CartLine[]): void;
  setQnt(key: string, qnt: number): void;
  removeLine(key: string): void;
  clear(): void;
  replace(lines: CartLine[]): void;
}

export { lineKey };

export function useCartStore(): CartStore {
  const [lines, setLines] = useState<CartLine[]>(() => loadCart(localStore, Date.now()));

  const change = useCallback((update: (current: CartLine[]) => CartLine[]) => {
    setLines((current) => {
      const next = update(current);
      saveCart(localStore, next, Date.now());
      return next;
    });
  }, []);

  useEffect(() => {
    const resync = () => {
      const stored = loadCart(localStore, Date.now());
      setLines((current) => (sameLines(current, stored) ? current : stored));
    };
    const onVisible = () => document.visibilityState === 'visible' && resync();
    const onStorage = (e: StorageEvent) => (e.key === CART_KEY || e.key === null) && resync();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return useMemo(
    () => ({
      lines,
      totalQnt: cartQnt(lines),
      addLines: (added: CartLine[]) => change((c) => mergeLines(c, added)),
      setQnt: (key: string, qnt: number) => change((c) => c.map((l) => (lineKey(l) === key ? { ...l, qnt } : l))),
      removeLine: (key: string) => change((c) => c.filter((l) => lineKey(l) !== key)),
      clear: () => change(() => []),
      replace: (next: CartLine[]) => change(() => next),
    }),
    [lines, change],
  );
}
