/** The interface language and its dictionary. The shop provider sets the language from the URL. */
import { createContext, useCallback, useContext } from 'react';
import type { Bilingual, Lang } from '@shop/shared/src/domain';
import { ru, type DictKey } from './ru';
import { ua } from './ua';

export const dictionaries = { ru, ua } as const;

export const LangContext = createContext<Lang>('ru');

export function useLang(): Lang {
  return useContext(LangContext);
}

/** t('cart') -> 'Корзина' or 'Кошик'. */
export function useT(): (key: DictKey) => string {
  const lang = useLang();
  return useCallback((key: DictKey) => dictionaries[lang][key] ?? dictionaries.ru[key] ?? key, [lang]);
}

/** Picks the text of the current language from a bilingual field, falling back to Russian. */
export function useBi(): (text: Partial<Bilingual> | null | undefined) => string {
  const lang = useLang();
  return useCallback((text: Partial<Bilingual> | null | undefined) => text?.[lang] || text?.ru || '', [lang]);
}
