import { CART_TTL_MS, type CartLine } from '@shop/shared/src/domain';
import { createLocalStore, type KeyValueStore } from '../storage/local';
import { CART_KEY, cartQnt, lineKey, loadCart, mergeLines, sameLines, saveCart } from './cartStorage';

function memoryStore() {
  const data = new Map<string, string>();
  const kv: KeyValueStore = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
  return {
    data,
    store: createLocalStore(
      () => kv,
      () => undefined,
    ),
  };
}

const line = (productId: string, ids: string[], qnt: number): CartLine => ({
  productId,
  optionValueIds: ids,
  name: { ru: 'Носки', ua: 'Шкарпетки' },
  options: [],
  qnt,
  price: 10,
  currencyValue: 'UAH',
});

describe('cart expiry', () => {
  it('saves with an expiry 48 hours ahead and reads back before it', () => {
    const { data, store } = memoryStore();
    saveCart(store, [line('p1', ['s'], 2)], 1000);
    expect(JSON.parse(data.get(CART_KEY)!).expiresAt).toBe(1000 + CART_TTL_MS);
    expect(loadCart(store, 1000 + CART_TTL_MS - 1)).toHaveLength(1);
  });

  it('empties the cart when the expiry has passed', () => {
    const { data, store } = memoryStore();
    saveCart(store, [line('p1', ['s'], 2)], 0);
    expect(loadCart(store, CART_TTL_MS)).toEqual([]);
    expect(data.has(CART_KEY)).toBe(false);
  });

  it('every save moves the expiry', () => {
    const { store } = memoryStore();
    saveCart(store, [line('p1', ['s'], 2)], 0);
    saveCart(store, [line('p1', ['s'], 3)], CART_TTL_MS - 10);
    expect(loadCart(store, CART_TTL_MS + 10)[0].qnt).toBe(3);
  });

  it('ignores garbage in storage', () => {
    const { data, store } = memoryStore();
    data.set(CART_KEY, '[1,2]');
    expect(loadCart(store, 0)).toEqual([]);
    data.set(CART_KEY, 'not json');
    expect(loadCart(store, 0)).toEqual([]);
  });
});

describe('cart lines', () => {
  it('adds up the same product and option combination', () => {
    const merged = mergeLines(
      [line('p1', ['s', 'red'], 2)],
      [line('p1', ['s', 'red'], 3), line('p1', ['m', 'red'], 1)],
    );
    expect(merged.map((l) => [lineKey(l), l.qnt])).toEqual([
      ['p1|s,red', 5],
      ['p1|m,red', 1],
    ]);
    expect(cartQnt(merged)).toBe(6);
  });

  it('does not change the lines it was given', () => {
    const current = [line('p1', [], 1)];
    mergeLines(current, [line('p1', [], 1)]);
    expect(current[0].qnt).toBe(1);
  });

  it('compares carts by content', () => {
    expect(sameLines([line('a', [], 1)], [line('a', [], 1)])).toBe(true);
    expect(sameLines([line('a', [], 1)], [line('a', [], 2)])).toBe(false);
  });
});
