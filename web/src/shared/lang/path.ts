/** The language prefix rule of spec section 2: Russian has no prefix, Ukrainian adds /ua. Pure. */
import type { Bilingual, Lang } from '@shop/shared/src/domain';

const UA_PREFIX = '/ua';

export function langFromPath(pathname: string): Lang {
  return pathname === UA_PREFIX || pathname.startsWith(`${UA_PREFIX}/`) ? 'ua' : 'ru';
}

/** The path without the /ua prefix, always starting with '/'. */
export function stripLang(pathname: string): string {
  if (langFromPath(pathname) === 'ru') return pathname || '/';
  const rest = pathname.slice(UA_PREFIX.length);
  return rest || '/';
}

/** Puts a language-neutral path ('/cart') into a language ('/ua/cart'); the root becomes '/ua' and '/'. */
export function withLang(path: string, lang: Lang): string {
  const clean = stripLang(path.startsWith('/') ? path : `/${path}`);
  if (lang === 'ru') return clean;
  return clean === '/' ? UA_PREFIX : `${UA_PREFIX}${clean}`;
}

const SLUG_PAGE = /^\/(catalog|product)\/[^/]+\/([^/]+)\/?$/;

/**
 * The path of the current page in another language: the prefix is rewritten and, on catalog and product
 * pages, the slug is swapped for the other language's slug when the page knows it.
 */
export function switchLangPath(pathname: string, to: Lang, slug?: Bilingual | null): string {
  const neutral = stripLang(pathname);
  const match = SLUG_PAGE.exec(neutral);
  if (match && slug?.[to]) return withLang(`/${match[1]}/${encodeURIComponent(slug[to])}/${match[2]}`, to);
  return withLang(neutral, to);
}

/** For a catalog or product page whose URL slug is not the slug of the current language: the right path. */
export function correctSlugPath(pathname: string, slug: Bilingual): string | null {
  const lang = langFromPath(pathname);
  const match = SLUG_PAGE.exec(stripLang(pathname));
  if (!match || !slug[lang]) return null;
  const current = safeDecode(pathname.split('/').filter(Boolean).at(-2) ?? '');
  return current === slug[lang] ? null : switchLangPath(pathname, lang, slug);
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
