/**
 * The shop's shared vocabulary (spec section 3) as zod schemas. Pure: the browser imports this file too,
 * so it must not import anything from Node.
 */
import { z } from 'zod';
import { BOUND_MESSAGES, isPrice } from './bounds';
import { orderStatusSchema, statusChangeSchema } from './order-status';

export const LANGS = ['ru', 'ua'] as const;
export const langSchema = z.enum(LANGS);
export type Lang = z.infer<typeof langSchema>;

export const CURRENCIES = ['UAH', 'USD', 'EUR'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;
export const CURRENCY_SYMBOLS: Record<Currency, string> = { UAH: '₴', USD: '$', EUR: '€' };

export const bilingualSchema = z.object({ ru: z.string(), ua: z.string() });
export type Bilingual = z.infer<typeof bilingualSchema>;

export const imageSetSchema = z.object({ lg: z.string(), md: z.string(), sm: z.string() });
export type ImageSet = z.infer<typeof imageSetSchema>;

/** Rates: how many UAH one USD or one EUR costs. */
export const currencyRateSchema = z.object({ USD: z.number().positive(), EUR: z.number().positive() });
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

/**
 * The option price tree (optPrices). Each level lists the chosen values of one option (in selfOpt order);
 * each value has an `add` sub-level; a leaf (last level) holds price and barcode. A product without options
 * has a single leaf with id 'base'. In the storefront a leaf may also carry qnt (a string of digits).
 */
export interface PriceTreeNode {
  id: string;
  optId?: string;
  ru: string;
  ua: string;
  add?: PriceTreeNode[];
  price?: number;
  barcode?: string;
  qnt?: string;
}
export const priceTreeNodeSchema: z.ZodType<PriceTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    optId: z.string().optional(),
    ru: z.string(),
    ua: z.string(),
    add: z.array(priceTreeNodeSchema).optional(),
    // 0 is a leaf not priced yet (see prices.ts); any other price is within the shop's bounds.
    price: z
      .number({ error: BOUND_MESSAGES.price })
      .refine((price) => price === 0 || isPrice(price), BOUND_MESSAGES.price)
      .optional(),
    barcode: z.string().max(13, 'Штрихкод не длиннее 13 символов').optional(),
    qnt: z.string().optional(),
  }),
);

/** The leaf reached by following value ids from the root, or undefined. */
export function findLeaf(tree: PriceTreeNode[], valueIds: string[]): PriceTreeNode | undefined {
  let level = tree;
  let node: PriceTreeNode | undefined;
  for (const id of valueIds.length ? valueIds : ['base']) {
    node = level.find((n) => n.id === id);
    if (!node) return undefined;
    level = node.add ?? [];
  }
  return node && !node.add?.length && node.price !== undefined ? node : undefined;
}

export const deliverySchema = z.object({
  name: z.string().trim().min(1, 'Заполните имя').max(30, 'Имя не длиннее 30 символов'),
  surname: z.string().trim().max(30, 'Фамилия не длиннее 30 символов').default(''),
  phone: z.string().trim().min(1, 'Заполните телефон'),
  city: z.string().trim().max(20, 'Город не длиннее 20 символов').default(''),
  carrier: z.string().trim().max(40).default(''),
  branch: z.string().trim().max(20).default(''),
  pickup: z.boolean().default(false),
  prepaid: z.boolean().default(false),
  /** Nova Poshta's refs of the settlement and branch picked at checkout (beside their text), when the shop has a key. */
  cityRef: z.string().trim().min(1).max(64).optional(),
  branchRef: z.string().trim().min(1).max(64).optional(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** A cart line: the spec's display fields plus what the server needs to price it again. */
export const cartLineSchema = z.object({
  productId: z.string(),
  optionValueIds: z.array(z.string()),
  name: bilingualSchema,
  options: z.array(z.object({ ru: z.string(), ua: z.string(), value: bilingualSchema })),
  qnt: z.number().int(),
  price: z.number(),
  currencyValue: currencySchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A line of a placed order: the cart line as the catalog priced it (price in its currencyValue) and priceUah, the
 * UAH price of one piece as charged at the order's rates; the order's total is the sum of priceUah × qnt.
 */
export const orderItemSchema = /* @__PURE__ */ cartLineSchema.extend({ priceUah: z.number() });
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * The spec's Order as the orders service answers it (totalAmount in UAH). Added to the spec's shape: each line's
 * charged UAH price, the status, its waybill when shipped, and the history of changes (oldest first, starting
 * with the placing of the order).
 */
export const orderSchema = z.object({
  _id: z.string(),
  count: z.number().int(),
  createdAt: z.string(),
  totalQnt: z.number().int(),
  totalAmount: z.number(),
  userId: z.string().nullable(),
  langKey: langSchema,
  delivery: deliverySchema,
  orderItems: z.array(orderItemSchema),
  status: orderStatusSchema,
  waybill: z.string().nullable(),
  history: z.array(statusChangeSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** A row of the admin's order list: the order without its lines and history. */
export type OrderSummary = Omit<Order, 'orderItems' | 'history'>;

export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** UAH value of an amount in a currency. */
export function toUah(amount: number, currency: Currency, rate: CurrencyRate): number {
  return currency === 'UAH' ? amount : amount * rate[currency];
}

/** Converts between any two currencies through UAH, rounded to 2 decimals. */
export function convert(amount: number, from: Currency, to: Currency, rate: CurrencyRate): number {
  const uah = toUah(amount, from, rate);
  return round2(to === 'UAH' ? uah : uah / rate[to]);
}

/** The UAH price of one piece as charged: converted at the rates, to two decimals. */
export function chargedPriceUah(line: Pick<CartLine, 'price' | 'currencyValue'>, rate: CurrencyRate): number {
  return round2(toUah(line.price, line.currencyValue, rate));
}

/**
 * The spec's order total in UAH: sum of price × rate of the line currency × quantity, to two decimals. Each
 * piece is charged its UAH price to the cent first, so an order's lines add up to its total exactly.
 */
export function totalUah(lines: Pick<CartLine, 'price' | 'currencyValue' | 'qnt'>[], rate: CurrencyRate): number {
  return round2(lines.reduce((sum, l) => sum + chargedPriceUah(l, rate) * l.qnt, 0));
}

export const MIN_ORDER_UAH = 1000;
export const CART_TTL_MS = 172_800_000;
export const AUTH_KEY_LENGTH = 8;
export const CATALOG_PAGE_SIZE = 12;
export const SEARCH_MAX_LENGTH = 40;
export const SEARCH_RESULTS_SHOWN = 10;
export const CARRIERS = ['Новая Почта'] as const;

export const MESSAGES = {
  emptyOrder: 'Заказ пустой, нечего отправлять',
  minOrder:
    'Минимальная сумма заказа 1000грн( см. раздел Информация). Для покупки в розницу свяжитесь, пожалуйста, с продавцом по телефону, указанному на сайте',
  noRates: 'Отсутствуют данные о курсе валют',
  orderOk: 'Заказ обработан успешно',
  orderDeleteFailed: 'Не удалось удалить заказ',
  catalogNotFound: 'Каталог не найден',
  productNotFound: 'Товар не найден',
} as const;

/** The product editor's messages (spec section 5), the same in the admin form and the catalog's answers. */
export const PRODUCT_MESSAGES = {
  nameAdd: 'Поле Название должно быть заполнено в обоих языках',
  nameEdit: 'Поле Название должно быть заполнено',
  brand: 'Поле бренда является обязательным',
  catalog: 'Поле каталога является обязательным',
  leaf: 'В выбранной каталогк есть подкаталоги. Выберите другой каталог',
  currency: 'Выберите валюту: UAH, USD или EUR',
  prices: 'Укажите цену для каждой комбинации опций',
  options: 'Опции не найдены',
  notFound: 'Товар не найден',
  brandNotFound: 'Бренд не найден',
} as const;

/** The option set editor's messages (spec section 5), the same in the admin form and the catalog's answers. */
export const OPTION_MESSAGES = {
  name: 'Название опций обязательно',
  noOptions: 'Не введено ни одной опции',
  option: 'Заполните поле опция',
  duplicate: 'Такая опция уже существует или зарезервирована',
  value: 'Заполните поле значение опции',
  tooMany: 'Не рекомендуется делать кол-во опций больше 3',
  unknownOption: 'Значение опции относится к неизвестной опции',
  notFound: 'Опции не найдены',
  inUse: 'Эти опции используются в товарах',
} as const;

/** Names the shop already uses as column titles (cart, price editor, price list): an option may not take them. */
export const RESERVED_OPTION_NAMES: readonly string[] = [
  'модель',
  'цена',
  'ціна',
  'количество',
  'кількість',
  'кол-во',
  'штрихкод',
  'сумма',
  'сума',
];
