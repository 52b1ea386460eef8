import {
  badRequest,
  BOUND_MESSAGES,
  chargedPriceUah,
  MESSAGES,
  MIN_ORDER_UAH,
  ORDER_TOTAL_MAX_UAH,
  PRICE_MAX,
  round2,
  totalUah,
  type CurrencyRate,
  type OrderItem,
} from '@shop/shared';
import type { OrderLineRequest } from '../orders/schema';
import type { QuotedLine } from './catalog-client';

export interface PricedOrder {
  items: OrderItem[];
  totalQnt: number;
  totalAmount: number;
}

export const unpriced = (name: string) => `У товара «${name}» нет цены для выбранных опций. Уточните цену у продавца`;
export const priceOutOfBounds = (name: string) =>
  `Цена товара «${name}» вне допустимых пределов, заказ не принят. Свяжитесь с продавцом`;

/**
 * The catalog's price of a line, checked against the shop's bounds whatever the catalog holds: 0 is a leaf not
 * priced yet, and a price saved before the bounds may be anything. A price with more than two decimals (saved
 * before the bounds) is charged to the cent.
 */
function checkedPrice(quoted: QuotedLine): number {
  if (quoted.price === 0) throw badRequest(unpriced(quoted.name.ru));
  if (!(quoted.price > 0 && quoted.price <= PRICE_MAX)) throw badRequest(priceOutOfBounds(quoted.name.ru));
  return round2(quoted.price);
}

/** Joins the catalog's quote with the requested quantities; nothing the browser said about money is used. */
export function priceOrder(lines: OrderLineRequest[], quote: QuotedLine[], rate: CurrencyRate): PricedOrder {
  const items = lines.map((line, i) => {
    const quoted = quote[i];
    if (quoted.productId !== line.productId) throw new Error('catalog price-quote answered lines out of order');
    const priced = { price: checkedPrice(quoted), currencyValue: quoted.currencyValue };
    return {
      productId: line.productId,
      optionValueIds: line.optionValueIds,
      name: quoted.name,
      options: quoted.options,
      ...priced,
      priceUah: chargedPriceUah(priced, rate),
      qnt: line.qnt,
    };
  });
  const totalAmount = totalUah(items, rate);
  // The bound also keeps every line's UAH price (at most the total) inside the tables' numeric(14, 2).
  if (!(totalAmount <= ORDER_TOTAL_MAX_UAH)) throw badRequest(BOUND_MESSAGES.orderTotal);
  if (!(totalAmount > MIN_ORDER_UAH)) throw badRequest(MESSAGES.minOrder);
  return { items, totalQnt: items.reduce((sum, item) => sum + item.qnt, 0), totalAmount };
}
