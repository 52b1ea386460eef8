import type { Bilingual } from '@shop/shared';

export type Shape = 'socks' | 'tights' | 'briefs' | 'bra' | 'thermal';

/** A leaf catalog of the demo: what its products are called, which option set they use, their price band in UAH. */
export interface LeafSpec {
  name: Bilingual;
  noun: Bilingual;
  options: 'sockSize' | 'tightsSize' | 'clothesSize' | 'clothesSizeColour' | 'sockSizeColour' | 'none';
  priceUah: [number, number];
  shape: Shape;
}

export interface RootSpec {
  name: Bilingual;
  leaves: LeafSpec[];
}

const leaf = (
  ru: string,
  ua: string,
  noun: Bilingual,
  options: LeafSpec['options'],
  priceUah: [number, number],
  shape: Shape,
): LeafSpec => ({
  name: { ru, ua },
  noun,
  options,
  priceUah,
  shape,
});

/** The demo catalog tree: 5 roots, 14 leaves. */
export const TREE: RootSpec[] = [
  {
    name: { ru: 'Носки', ua: 'Шкарпетки' },
    leaves: [
      leaf(
        'Мужские',
        'Чоловічі',
        { ru: 'Носки мужские', ua: 'Шкарпетки чоловічі' },
        'sockSizeColour',
        [28, 95],
        'socks',
      ),
      leaf('Женские', 'Жіночі', { ru: 'Носки женские', ua: 'Шкарпетки жіночі' }, 'sockSizeColour', [25, 90], 'socks'),
      leaf('Детские', 'Дитячі', { ru: 'Носки детские', ua: 'Шкарпетки дитячі' }, 'sockSize', [18, 60], 'socks'),
      leaf(
        'Спортивные',
        'Спортивні',
        { ru: 'Носки спортивные', ua: 'Шкарпетки спортивні' },
        'sockSize',
        [35, 120],
        'socks',
      ),
    ],
  },
  {
    name: { ru: 'Колготки', ua: 'Колготки' },
    leaves: [
      leaf(
        'Капроновые',
        'Капронові',
        { ru: 'Колготки капроновые', ua: 'Колготки капронові' },
        'tightsSize',
        [45, 220],
        'tights',
      ),
      leaf('Тёплые', 'Теплі', { ru: 'Колготки тёплые', ua: 'Колготки теплі' }, 'tightsSize', [90, 320], 'tights'),
      leaf(
        'Детские колготки',
        'Дитячі колготки',
        { ru: 'Колготки детские', ua: 'Колготки дитячі' },
        'tightsSize',
        [60, 180],
        'tights',
      ),
    ],
  },
  {
    name: { ru: 'Бельё', ua: 'Білизна' },
    leaves: [
      leaf('Трусы', 'Труси', { ru: 'Трусы', ua: 'Труси' }, 'clothesSizeColour', [60, 260], 'briefs'),
      leaf(
        'Бюстгальтеры',
        'Бюстгальтери',
        { ru: 'Бюстгальтер', ua: 'Бюстгальтер' },
        'clothesSizeColour',
        [220, 900],
        'bra',
      ),
      leaf('Майки', 'Майки', { ru: 'Майка', ua: 'Майка' }, 'clothesSize', [90, 350], 'thermal'),
    ],
  },
  {
    name: { ru: 'Термобельё', ua: 'Термобілизна' },
    leaves: [
      leaf(
        'Мужское термобельё',
        'Чоловіча термобілизна',
        { ru: 'Термобельё мужское', ua: 'Термобілизна чоловіча' },
        'clothesSize',
        [450, 1600],
        'thermal',
      ),
      leaf(
        'Женское термобельё',
        'Жіноча термобілизна',
        { ru: 'Термобельё женское', ua: 'Термобілизна жіноча' },
        'clothesSize',
        [420, 1500],
        'thermal',
      ),
    ],
  },
  {
    name: { ru: 'Гольфы и гетры', ua: 'Гольфи та гетри' },
    leaves: [
      leaf('Гольфы', 'Гольфи', { ru: 'Гольфы', ua: 'Гольфи' }, 'sockSize', [30, 110], 'socks'),
      leaf('Гетры', 'Гетри', { ru: 'Гетры', ua: 'Гетри' }, 'none', [60, 200], 'socks'),
    ],
  },
];

/** Words that name extra generated catalogs (benchmarks). */
export const COLLECTIONS: Bilingual[] = [
  { ru: 'Классика', ua: 'Класика' },
  { ru: 'Премиум', ua: 'Преміум' },
  { ru: 'Эконом', ua: 'Економ' },
  { ru: 'Лето', ua: 'Літо' },
  { ru: 'Зима', ua: 'Зима' },
  { ru: 'Новинки', ua: 'Новинки' },
  { ru: 'Распродажа', ua: 'Розпродаж' },
  { ru: 'Хлопок', ua: 'Бавовна' },
];

export const MODELS = [
  'Classic',
  'Comfort',
  'Active',
  'Soft',
  'Nordic',
  'Urban',
  'Lux',
  'Basic',
  'Fresh',
  'Bamboo',
  'Warm',
  'Silk',
];

/** Sentences of product descriptions. */
export const FEATURES: Bilingual[] = [
  { ru: 'Мягкая и приятная к телу пряжа.', ua: 'Мʼяка та приємна до тіла пряжа.' },
  { ru: 'Усиленные пятка и мысок.', ua: 'Посилені пʼятка та носок.' },
  { ru: 'Не теряет форму после стирки.', ua: 'Не втрачає форму після прання.' },
  { ru: 'Плоские швы не натирают.', ua: 'Плоскі шви не натирають.' },
  { ru: 'Дышащий материал на каждый день.', ua: 'Дихаючий матеріал на кожен день.' },
  { ru: 'Эластичная резинка не пережимает.', ua: 'Еластична гумка не перетискає.' },
  { ru: 'Держит тепло даже в сильный мороз.', ua: 'Тримає тепло навіть у сильний мороз.' },
];

export const COMPOSITIONS: Bilingual[] = [
  { ru: '80% хлопок, 17% полиамид, 3% эластан', ua: '80% бавовна, 17% поліамід, 3% еластан' },
  { ru: '70% бамбук, 25% полиамид, 5% эластан', ua: '70% бамбук, 25% поліамід, 5% еластан' },
  { ru: '90% полиамид, 10% эластан', ua: '90% поліамід, 10% еластан' },
  { ru: '60% шерсть, 35% акрил, 5% эластан', ua: '60% вовна, 35% акрил, 5% еластан' },
];
