/**
 * localStorage wrapper of spec section 8: read, write and delete failures are only logged (in Russian);
 * the caller carries on with null or no change.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function browserStore(): KeyValueStore | null {
  return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
}

export function createLocalStore(
  getStore: () => KeyValueStore | null = browserStore,
  log: (msg: string, err: unknown) => void = console.error,
) {
  return {
    get<T>(key: string): T | null {
      try {
        const raw = getStore()?.getItem(key);
        return raw == null ? null : (JSON.parse(raw) as T);
      } catch (err) {
        log(`Ошибка чтения из localStorage по ключу «${key}»`, err);
        return null;
      }
    },
    set(key: string, value: unknown): void {
      try {
        getStore()?.setItem(key, JSON.stringify(value));
      } catch (err) {
        log(`Ошибка записи в localStorage по ключу «${key}»`, err);
      }
    },
    remove(key: string): void {
      try {
        getStore()?.removeItem(key);
      } catch (err) {
        log(`Ошибка удаления из localStorage по ключу «${key}»`, err);
      }
    },
  };
}

export type LocalStore = ReturnType<typeof createLocalStore>;

export const localStore = createLocalStore();
