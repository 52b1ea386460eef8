/** Addresses of catalog and product pages in a language: {lang?}/catalog/{slug}/{id}. Pure. */
import type { Bilingual, Lang } from '@shop/shared/src/domain';
import { withLang } from './path';

interface Sluggable {
  _id: string;
  slug: Bilingual;
}

const slugOf = (item: Sluggable, lang: Lang) => encodeURIComponent(item.slug?.[lang] || item.slug?.ru || '-');

export const catalogPath = (c: Sluggable, lang: Lang) => withLang(`/catalog/${slugOf(c, lang)}/${c._id}`, lang);
export const productPath = (p: Sluggable, lang: Lang) => withLang(`/product/${slugOf(p, lang)}/${p._id}`, lang);
