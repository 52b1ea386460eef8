/** Cyrillic to Latin transliteration for slugs (per language) and for the search keys. */

const COMMON: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ъ: '',
  ю: 'yu',
  я: 'ya',
  й: 'y',
  ґ: 'g',
  "'": '',
  '’': '',
  ʼ: '',
};

const RU: Record<string, string> = { ...COMMON, г: 'g', ё: 'e', и: 'i', ы: 'y', э: 'e', і: 'i', ї: 'yi', є: 'ye' };
const UA: Record<string, string> = { ...COMMON, г: 'h', и: 'y', і: 'i', ї: 'yi', є: 'ye', ё: 'e', ы: 'y', э: 'e' };

export type TranslitLang = 'ru' | 'ua';

export function transliterate(text: string, lang: TranslitLang = 'ru'): string {
  const map = lang === 'ua' ? UA : RU;
  let out = '';
  for (const ch of text.toLowerCase()) out += map[ch] ?? ch;
  return out;
}

/**
 * A URL slug from a name: transliterated, accents dropped (é to e), lower case, words joined by dashes, at most
 * 80 characters; empty when nothing of the name is Latin, Cyrillic or a digit.
 */
export function slugPart(name: string, lang: TranslitLang): string {
  return transliterate(name, lang)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The slug of a name, 'item' when it has nothing to make one of. */
export function slugify(name: string, lang: TranslitLang): string {
  return slugPart(name, lang) || 'item';
}
