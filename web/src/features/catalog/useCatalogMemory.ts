/** The list/tile choice and the page number per catalog, remembered in localStorage. */
import { useCallback, useState } from 'react';
import { validPage } from '../../shared/pagination/buttons';
import { localStore } from '../../shared/storage/local';

export type CatalogView = 'list' | 'tile';
const VIEW_KEY = 'catalogView';
const PAGES_KEY = 'catalogPages';

export function useCatalogView(): [CatalogView, (view: CatalogView) => void] {
  const [view, setView] = useState<CatalogView>(() => (localStore.get<string>(VIEW_KEY) === 'list' ? 'list' : 'tile'));
  const choose = useCallback((next: CatalogView) => {
    setView(next);
    localStore.set(VIEW_KEY, next);
  }, []);
  return [view, choose];
}

/** The remembered page of a catalog, reset to 1 when it exceeds the page count. */
export function useCatalogPage(catalogId: string, pages: number): [number, (page: number) => void] {
  const [, rerender] = useState(0);
  const stored = localStore.get<Record<string, number>>(PAGES_KEY) ?? {};
  const page = validPage(stored[catalogId], pages);
  const setPage = useCallback(
    (next: number) => {
      const all = localStore.get<Record<string, number>>(PAGES_KEY) ?? {};
      localStore.set(PAGES_KEY, { ...all, [catalogId]: next });
      rerender((n) => n + 1);
    },
    [catalogId],
  );
  return [page, setPage];
}
