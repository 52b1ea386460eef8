/**
 * Header search: cleaned text, at most 40 characters, sent 200 ms after the last change; a dropdown of the
 * first 10 products with the spec's note; 'Server error' toast on failure.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, SEARCH_RESULTS_SHOWN } from '@shop/shared/src/domain';
import { apiFetch } from '../../shared/api/apiFetch';
import type { ProductCard } from '../../shared/api/types';
import { useBi, useLang, useT } from '../../shared/i18n/useT';
import { productPath } from '../../shared/lang/itemPaths';
import { Icon } from '../../shared/ui/Icon';
import { toast } from '../../shared/ui/toast';
import { SEARCH_DEBOUNCE_MS, searchQuery } from './searchText';

function useSearch(text: string) {
  const lang = useLang();
  const [results, setResults] = useState<ProductCard[] | null>(null);
  useEffect(() => {
    const query = searchQuery(text);
    if (!query) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<ProductCard[]>('/api/products/search', {
        body: { string: query, langKey: lang },
        signal: controller.signal,
      })
        .then((found) => setResults(Array.isArray(found) ? found.slice(0, SEARCH_RESULTS_SHOWN) : []))
        .catch((err) => (err as Error)?.name !== 'AbortError' && toast.error('Server error'));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, lang]);
  return results;
}

export function SearchBox() {
  const t = useT();
  const bi = useBi();
  const lang = useLang();
  const id = useId();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const results = useSearch(text);

  useEffect(() => {
    setText('');
    setOpen(false);
  }, [pathname]);

  return (
    <div
      className="search"
      ref={box}
      role="search"
      onBlur={(e) => !box.current?.contains(e.relatedTarget as Node) && setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('search')}
      </label>
      <span className="search__icon">
        <Icon name="search" size={18} />
      </span>
      <input
        id={`${id}-q`}
        className="search__input"
        type="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('searchPlaceholder')}
        value={text}
        aria-controls={open && results ? `${id}-list` : undefined}
        onChange={(e) => {
          setText(e.target.value.slice(0, SEARCH_MAX_LENGTH));
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {open && results && (
        <div className="search__dropdown" id={`${id}-list`}>
          {results.length ? (
            <>
              <ul className="search__list">
                {results.map((p) => (
                  <li key={p._id}>
                    <Link to={productPath(p, lang)} className="search__item">
                      <img src={p.images?.[0]?.sm || '/no-image.svg'} alt="" width="40" height="40" loading="lazy" />
                      <span>{bi(p.name)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="search__note">{t('searchNote')}</p>
            </>
          ) : (
            <p className="search__note">{t('searchEmpty')}</p>
          )}
        </div>
      )}
    </div>
  );
}
