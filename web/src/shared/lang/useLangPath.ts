/** Paths in the current language: to('/cart') -> '/ua/cart' on Ukrainian pages. */
import { useCallback } from 'react';
import { useLang } from '../i18n/useT';
import { withLang } from './path';

export function useLangPath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => withLang(path, lang), [lang]);
}
