import type { Bilingual } from '@shop/shared';

export const BRANDS: Bilingual[] = [
  { ru: 'Нитка', ua: 'Нитка' },
  { ru: 'Bella Donna', ua: 'Bella Donna' },
  { ru: 'Тёплый дом', ua: 'Теплий дім' },
  { ru: 'SportLine', ua: 'SportLine' },
  { ru: 'Малыш', ua: 'Малюк' },
  { ru: 'Velour', ua: 'Velour' },
  { ru: 'Северянка', ua: 'Сіверянка' },
  { ru: 'Lana Fashion', ua: 'Lana Fashion' },
];

const PREFIXES = ['Нова', 'Лана', 'Мега', 'Стиль', 'Тепло', 'Флекс', 'Арт', 'Сока', 'Вива', 'Люкс'];
const SUFFIXES = ['текс', 'лайн', 'трикотаж', 'софт', 'мода', 'степ'];

/** The i-th brand: the named ones first, then made-up combinations for big benchmark catalogs. */
export function brandName(i: number): Bilingual {
  if (i < BRANDS.length) return BRANDS[i];
  const j = i - BRANDS.length;
  const name = `${PREFIXES[j % PREFIXES.length]}${SUFFIXES[Math.floor(j / PREFIXES.length) % SUFFIXES.length]}`;
  const round = Math.floor(j / (PREFIXES.length * SUFFIXES.length));
  const full = round ? `${name} ${round + 1}` : name;
  return { ru: full, ua: full };
}
