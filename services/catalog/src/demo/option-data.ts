import type { Bilingual } from '@shop/shared';
import type { OptionSet } from '../options/repo';
import type { LeafSpec } from './catalog-data';

type Values = Bilingual[];
const same = (...names: string[]): Values => names.map((n) => ({ ru: n, ua: n }));

const SOCK_SIZES = same('23-25', '25-27', '27-29', '29-31');
const TIGHTS_SIZES = same('2', '3', '4', '5');
const CLOTHES_SIZES = same('S', 'M', 'L', 'XL', 'XXL');
const COLOURS: Values = [
  { ru: 'Чёрный', ua: 'Чорний' },
  { ru: 'Белый', ua: 'Білий' },
  { ru: 'Серый', ua: 'Сірий' },
  { ru: 'Бежевый', ua: 'Бежевий' },
  { ru: 'Синий', ua: 'Синій' },
  { ru: 'Бордовый', ua: 'Бордовий' },
];
const SIZE = { ru: 'Размер', ua: 'Розмір' };
const COLOUR = { ru: 'Цвет', ua: 'Колір' };

type SetKey = Exclude<LeafSpec['options'], 'none'>;

/** The demo option sets: [name, options with their values]. */
export const OPTION_SETS: Record<SetKey, [string, [Bilingual, Values][]]> = {
  sockSize: ['Размер носков', [[SIZE, SOCK_SIZES]]],
  sockSizeColour: [
    'Размер носков и цвет',
    [
      [SIZE, SOCK_SIZES],
      [COLOUR, COLOURS],
    ],
  ],
  tightsSize: ['Размер колготок', [[SIZE, TIGHTS_SIZES]]],
  clothesSize: ['Размер одежды', [[SIZE, CLOTHES_SIZES]]],
  clothesSizeColour: [
    'Размер одежды и цвет',
    [
      [SIZE, CLOTHES_SIZES],
      [COLOUR, COLOURS],
    ],
  ],
};

/** Builds an option set with ids from its definition. */
export function makeOptionSet(key: SetKey, newId: () => string): OptionSet {
  const [name, options] = OPTION_SETS[key];
  const set: OptionSet = { _id: newId(), name, opt: [], optValues: [] };
  for (const [optName, values] of options) {
    const opt = { id: newId(), ...optName };
    set.opt.push(opt);
    for (const value of values) set.optValues.push({ id: newId(), optId: opt.id, ...value });
  }
  return set;
}
