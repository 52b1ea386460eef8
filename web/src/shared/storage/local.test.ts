import { createLocalStore, type KeyValueStore } from './local';

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('local storage wrapper', () => {
  it('stores JSON and reads it back', () => {
    const mem = memory();
    const store = createLocalStore(() => mem);
    store.set('view', { tile: true });
    expect(store.get('view')).toEqual({ tile: true });
    store.remove('view');
    expect(store.get('view')).toBeNull();
  });

  it('only logs failures in Russian and answers null', () => {
    const log = jest.fn();
    const broken: KeyValueStore = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createLocalStore(() => broken, log);
    expect(store.get('cart')).toBeNull();
    expect(() => store.set('cart', [1])).not.toThrow();
    expect(() => store.remove('cart')).not.toThrow();
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      'Ошибка чтения из localStorage по ключу «cart»',
      'Ошибка записи в localStorage по ключу «cart»',
      'Ошибка удаления из localStorage по ключу «cart»',
    ]);
  });

  it('does nothing without a storage', () => {
    const store = createLocalStore(() => null);
    store.set('a', 1);
    expect(store.get('a')).toBeNull();
  });
});
