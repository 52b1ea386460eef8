/**
 * The shop's bounds on the numbers and names people type: prices, currency rates, quantities, order totals
 * and the names of brands, catalogs and products. One place for the admin forms and the services. No zod here:
 * the web app's forms load this (see prices.ts).
 */

/** The highest price of one leaf, in the product's own currency. */
export const PRICE_MAX = 1_000_000;
/** How many UAH one USD or one EUR may cost. */
export const RATE_MIN = 1;
export const RATE_MAX = 1000;
export const QNT_MIN = 1;
export const MAX_QNT = 999;
/**
 * The highest order total in UAH: the largest single price at the largest rate (10^9) bounds every line's UAH
 * price, and the total stays far inside the orders table's numeric(14, 2).
 */
export const ORDER_TOTAL_MAX_UAH = 1_000_000_000;
/** The longest name of a brand, catalog or product (each language). */
export const NAME_MAX = 100;

export const BOUND_MESSAGES = {
  price: 'Цена должна быть больше 0 и не больше 1 000 000, не больше двух знаков после точки',
  negativePrice: 'Цена не может быть отрицательной',
  rate: 'Курс должен быть числом от 1 до 1000',
  qnt: `Количество должно быть целым числом от ${QNT_MIN} до ${MAX_QNT}`,
  orderTotal: 'Сумма заказа больше 1 000 000 000 ₴. Разделите заказ или свяжитесь с продавцом',
  nameLength: `Название не длиннее ${NAME_MAX} символов`,
  nameLetter: 'Название должно содержать букву или цифру',
} as const;

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A leaf price: above 0, at most PRICE_MAX, whole cents. (0 stays "not priced yet" in a price tree.) */
export const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= PRICE_MAX && hasCents(value);

export const isRate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= RATE_MIN && value <= RATE_MAX;

export const isQnt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= QNT_MIN && value <= MAX_QNT;

/** What is wrong with a name (trimmed), or null: too long, or no letter or digit in it ("!!!@@@###"). */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length > NAME_MAX) return BOUND_MESSAGES.nameLength;
  if (trimmed && !/[\p{L}\p{N}]/u.test(trimmed)) return BOUND_MESSAGES.nameLetter;
  return null;
}
