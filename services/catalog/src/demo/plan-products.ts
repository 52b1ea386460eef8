import type { Bilingual, Currency, PriceTreeNode } from '@shop/shared';
import type { Brand } from '../brands/repo';
import type { OptionSet, OptionValue } from '../options/repo';
import type { Product } from '../products/repo';
import { COLOURS, COMPOSITIONS, DENSITIES, FEATURES, MATERIALS, MODELS, TIGHTS_COLOURS } from './catalog-data';
import type { PlannedLeaf } from './plan-catalogs';
import type { Random } from './random';

/** Shop rates the demo prices were set with (the orders service holds the live ones). */
export const DEMO_RATES = { USD: 41.5, EUR: 45.2 } as const;
const DAY_MS = 86_400_000;

export interface ProductContext {
  rnd: Random;
  newId: () => string;
  slug: (name: Bilingual) => Bilingual;
  optionSets: Map<string, OptionSet>;
  now: number;
}

function currencyOf(rnd: Random): Currency {
  const x = rnd.next();
  return x < 0.6 ? 'UAH' : x < 0.8 ? 'USD' : 'EUR';
}

const barcode = (rnd: Random) => `482${String(rnd.int(0, 9_999_999_999)).padStart(10, '0')}`;

function inCurrency(uah: number, currency: Currency): number {
  const value = currency === 'UAH' ? uah : uah / DEMO_RATES[currency];
  return Math.round(value * 100) / 100;
}

/** One level of the price tree per option; each leaf priced from the base, bigger sizes a little dearer. */
function priceTree(
  levels: OptionValue[][],
  baseUah: number,
  currency: Currency,
  rnd: Random,
  depth = 0,
): PriceTreeNode[] {
  if (!levels.length)
    return [{ id: 'base', ru: '', ua: '', price: inCurrency(baseUah, currency), barcode: barcode(rnd) }];
  return levels[depth].map((v, i) => {
    const node: PriceTreeNode = { id: v.id, optId: v.optId, ru: v.ru, ua: v.ua };
    const uah = depth === 0 ? baseUah * (1 + i * 0.05) : baseUah;
    if (depth === levels.length - 1) return { ...node, price: inCurrency(uah, currency), barcode: barcode(rnd) };
    return { ...node, add: priceTree(levels, uah, currency, rnd, depth + 1) };
  });
}

function describe(rnd: Random): Bilingual {
  const [a, b] = [rnd.pick(FEATURES), rnd.pick(FEATURES)];
  const comp = rnd.pick(COMPOSITIONS);
  const second = a === b ? FEATURES[(FEATURES.indexOf(a) + 1) % FEATURES.length] : b;
  return { ru: `${a.ru} ${second.ru} Состав: ${comp.ru}.`, ua: `${a.ua} ${second.ua} Склад: ${comp.ua}.` };
}

/** The name as shops write it: noun, brand, model (and density for tights), material, colour. */
function nameOf(rnd: ProductContext['rnd'], leaf: PlannedLeaf, brand: Brand, index: number): Bilingual {
  const tights = leaf.spec.shape === 'tights';
  const model = `${MODELS[index % MODELS.length]}${tights ? ` ${rnd.pick(DENSITIES)} den` : ''}`;
  const material = rnd.pick(MATERIALS);
  const colour = rnd.pick(tights ? TIGHTS_COLOURS : COLOURS);
  const one = (lang: 'ru' | 'ua') =>
    `${leaf.spec.noun[lang]} ${brand.name[lang]} ${model}, ${material[lang]}, ${colour[lang]}`;
  return { ru: one('ru'), ua: one('ua') };
}

/** A product of a leaf catalog: name from the leaf's noun, brand, model, material and colour; prices per option combination. */
export function planProduct(ctx: ProductContext, leaf: PlannedLeaf, brand: Brand, index: number): Product {
  const { rnd, spec } = { rnd: ctx.rnd, spec: leaf.spec };
  const name = nameOf(rnd, leaf, brand, index);
  const set = spec.options === 'none' ? undefined : ctx.optionSets.get(spec.options);
  const levels = set
    ? set.opt.map((o) =>
        rnd.subset(
          set.optValues.filter((v) => v.optId === o.id),
          2,
        ),
      )
    : [];
  const currency = currencyOf(rnd);
  return {
    _id: ctx.newId(),
    name,
    slug: ctx.slug(name),
    description: describe(rnd),
    images: [],
    brandId: brand._id,
    catalogId: leaf.row.id,
    optionsId: set?._id ?? null,
    currencyValue: currency,
    currencyRate: currency === 'UAH' ? 1 : DEMO_RATES[currency],
    selfOpt: set?.opt ?? [],
    selfOptValues: levels.flat(),
    optPrices: priceTree(levels, rnd.int(spec.priceUah[0], spec.priceUah[1]), currency, rnd),
    isShowcase: index % 5 === 0,
    createdAt: new Date(ctx.now - index * 3_600_000 - rnd.int(0, 180) * DAY_MS).toISOString(),
  };
}
