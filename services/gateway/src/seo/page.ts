import type { Lang } from '@shop/shared/src/domain';
import type { ShopContacts } from '@shop/shared/src/shop-contacts';

/** Everything the server fills into index.html for one URL. Text fields are plain; body is escaped HTML. */
export interface SeoPage {
  lang: Lang;
  status: number;
  title: string;
  description: string;
  /** Absolute canonical URL; absent on pages search engines should not index. */
  canonical?: string;
  /** Absolute URL of the page in each language (hreflang ru, uk; x-default is the Russian one). */
  alternates?: Record<Lang, string>;
  noindex?: boolean;
  image?: string;
  ogType: 'website' | 'product';
  jsonLd: object[];
  body: string;
}

export interface SeoContext {
  publicUrl: string;
  /** The shop's contacts as the admin set them; absent while the catalog cannot say. */
  contacts?: ShopContacts;
}

/** Both language versions of a path builder, made absolute. */
export function alternatesOf(ctx: SeoContext, pathFor: (lang: Lang) => string): Record<Lang, string> {
  return { ru: ctx.publicUrl + pathFor('ru'), ua: ctx.publicUrl + pathFor('ua') };
}

/** A text in the page's language, falling back to Russian (the default language) when empty. */
export const inLang = (value: { ru: string; ua: string }, lang: Lang): string => value[lang] || value.ru;
