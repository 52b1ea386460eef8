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

/** Model lines, as brands name them (Latin, the same in both languages). */
export const MODELS = [
  ...['Classic', 'Comfort', 'Active', 'Soft', 'Nordic', 'Urban', 'Lux', 'Basic', 'Fresh', 'Bamboo', 'Warm', 'Silk'],
  ...['Nuance', 'Elegant', 'Prestige', 'Tension', 'Delice', 'Amour', 'Style', 'Sport', 'Trekking', 'Kids'],
  ...['Happy', 'Magic', 'Flex', 'Relax', 'Medica', 'Control', 'Shape', 'Velvet', 'Cotton', 'Merino', 'Arctic'],
  ...['Thermo', 'Breeze', 'Aqua', 'Lace', 'Rete', 'Fantasy', 'Micro', 'Ultra', 'Sensual', 'Charm', 'Daily'],
  ...['Office', 'Street', 'Holiday', 'Winter', 'Summer', 'Premier', 'Essential', 'Harmony', 'Dream', 'Vintage'],
];

/** Densities of tights, in den. */
export const DENSITIES = [8, 15, 20, 30, 40, 50, 60, 70, 80, 100, 150, 200, 250, 300];

const bi = (ru: string, ua: string): Bilingual => ({ ru, ua });

/** What a product is made of, as shops put it in the name. */
export const MATERIALS: Bilingual[] = [
  ...[bi('хлопок', 'бавовна'), bi('бамбук', 'бамбук'), bi('шерсть', 'вовна'), bi('кашемир', 'кашемір')],
  ...[bi('ангора', 'ангора'), bi('вискоза', 'віскоза'), bi('модал', 'модал'), bi('лён', 'льон'), bi('шёлк', 'шовк')],
  ...[bi('микрофибра', 'мікрофібра'), bi('полиамид', 'поліамід'), bi('лайкра', 'лайкра'), bi('махра', 'махра')],
  ...[bi('акрил', 'акрил'), bi('меринос', 'мериносова вовна'), bi('коттон', 'котон'), bi('капрон', 'капрон')],
];

/** Colours of everyday goods (a colour name, so it agrees with any garment). */
export const COLOURS: Bilingual[] = [
  ...[bi('чёрный', 'чорний'), bi('белый', 'білий'), bi('серый', 'сірий'), bi('синий', 'синій')],
  ...[bi('бежевый', 'бежевий'), bi('красный', 'червоний'), bi('зелёный', 'зелений'), bi('бордовый', 'бордовий')],
  ...[bi('графит', 'графіт'), bi('хаки', 'хакі'), bi('голубой', 'блакитний'), bi('розовый', 'рожевий')],
  ...[bi('коричневый', 'коричневий'), bi('меланж', 'меланж'), bi('джинс', 'джинс'), bi('молочный', 'молочний')],
];

/** Colours of tights, by the Italian names the trade uses. */
export const TIGHTS_COLOURS = ['nero', 'bronz', 'daino', 'fumo', 'mocca', 'natural', 'grafit', 'visone', 'bianco']
  .concat(['caramel', 'beige', 'shade', 'antracite', 'cappuccino'])
  .map((c) => bi(c, c));

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
