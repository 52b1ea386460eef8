import { cleanText, SEARCH_MAX_LENGTH } from '@shop/shared';
import { transliterate } from '../common/translit';

/**
 * Search works in one Latin "phonetic key" space: stored ru/ua names and the query are transliterated and
 * spellings that people mix up are folded together (y/i/j, kh/h, ts/c ...). So "носки", "noski" and "nosky"
 * share a key, and pg_trgm compares keys for typo tolerance.
 */
const FOLDS: [RegExp, string][] = [
  [/shch/g, 'sch'],
  [/kh/g, 'h'],
  [/ts/g, 'c'],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/[yj]/g, 'i'],
  [/w/g, 'v'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
];

export function searchKey(text: string): string {
  let key = transliterate(text, 'ru');
  for (const [from, to] of FOLDS) key = key.replace(from, to);
  return key
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RU = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const EN_TO_RU = new Map([...EN].map((c, i) => [c, RU[i]]));
const RU_TO_EN = new Map([
  ...[...RU].map((c, i) => [c, EN[i]] as const),
  ['і', 's'],
  ['ї', ']'],
  ['є', "'"],
  ['ґ', '`'],
]);

/** The text as it would read had it been typed on the other keyboard layout (EN <-> RU/UA). */
export function swapLayout(text: string): string {
  const lower = text.toLowerCase();
  const toRu = /[a-z]/.test(lower);
  const map = toRu ? EN_TO_RU : RU_TO_EN;
  return [...lower].map((c) => map.get(c) ?? c).join('');
}

/** The keys a query may mean: as typed (or transliterated), and as typed on the wrong layout. */
export function queryKeys(raw: string): string[] {
  const typed = raw.slice(0, SEARCH_MAX_LENGTH * 2);
  const keys = [
    searchKey(cleanText(typed).slice(0, SEARCH_MAX_LENGTH)),
    searchKey(cleanText(swapLayout(typed)).slice(0, SEARCH_MAX_LENGTH)),
  ];
  return [...new Set(keys.filter(Boolean))];
}
