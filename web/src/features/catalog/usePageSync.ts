/**
 * For catalog and product pages: tells the language switch the page's slugs and, when the URL's slug is not
 * the current language's, replaces the address with the right one.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Bilingual } from '@shop/shared/src/domain';
import { useShop } from '../../app/shop/ShopContext';
import { correctSlugPath } from '../../shared/lang/path';

export function usePageSlug(slug: Bilingual | undefined) {
  const { setSlugFromPage } = useShop();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!slug) return;
    setSlugFromPage(slug);
    const right = correctSlugPath(location.pathname, slug);
    if (right) navigate(`${right}${location.search}`, { replace: true });
  }, [slug, location.pathname, location.search, navigate, setSlugFromPage]);
  useEffect(() => () => setSlugFromPage(null), [setSlugFromPage]);
}
