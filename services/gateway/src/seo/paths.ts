import type { Lang } from '@shop/shared/src/domain';

export type SeoRoute =
  | { kind: 'home'; lang: Lang }
  | { kind: 'catalog' | 'product'; lang: Lang; id: string; slug?: string }
  | { kind: 'page'; lang: Lang; path: string; indexable: boolean }
  /** A catalog or product address whose id cannot exist. */
  | { kind: 'missing'; lang: Lang };

/** Public pages besides home, catalog and product, with a head of their own in both languages. */
export const INDEXABLE_PAGES = ['/information', '/contacts', '/map'] as const;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads the spec's routes: an optional /ua prefix, then home, catalog, product or another page. */
export function parseRoute(pathname: string): SeoRoute {
  const segments = pathname.split('/').filter(Boolean);
  const lang: Lang = segments[0] === 'ua' ? 'ua' : 'ru';
  const rest = lang === 'ua' ? segments.slice(1) : segments;
  if (!rest.length) return { kind: 'home', lang };
  const [head, first, second] = rest;
  if ((head === 'catalog' || head === 'product') && rest.length <= 3) {
    const id = rest.length === 3 ? second : first;
    const slug = rest.length === 3 ? decodeSegment(first) : undefined;
    if (id && ID.test(id)) return { kind: head, lang, id, slug };
    if (id) return { kind: 'missing', lang };
  }
  const path = `/${rest.join('/')}`;
  return { kind: 'page', lang, path, indexable: (INDEXABLE_PAGES as readonly string[]).includes(path) };
}

/** A path segment decoded; a malformed one stays as it is (it then differs from every slug). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path of a page in a language: Russian has no prefix, Ukrainian adds /ua (the root becomes /ua). */
export function localePath(lang: Lang, path: string): string {
  if (lang === 'ru') return path;
  return path === '/' ? '/ua' : `/ua${path}`;
}

export const catalogPath = (lang: Lang, slug: string, id: string) =>
  localePath(lang, `/catalog/${encodeURIComponent(slug)}/${encodeURIComponent(id)}`);
export const productPath = (lang: Lang, slug: string, id: string) =>
  localePath(lang, `/product/${encodeURIComponent(slug)}/${encodeURIComponent(id)}`);

/** hreflang codes: the site's `ua` is the language `uk`. */
export const HREFLANG: Record<Lang, string> = { ru: 'ru', ua: 'uk' };
