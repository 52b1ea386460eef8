import { badRequest, MESSAGES, MIN_ORDER_UAH, round2, totalUah, type CurrencyRate } from '@shop/shared';
import type { OrderItem, OrderLineRequest } from '../orders/schema';
import type { QuotedLine } from './catalog-client';

export interface PricedOrder {
  items: OrderItem[];
  totalQnt: number;
  totalAmount: number;
}

/** Joins the catalog's quote with the requested quantities; nothing the browser said about money is used. */
export function priceOrder(lines: OrderLineRequest[], quote: QuotedLine[], rate: CurrencyRate): PricedOrder {
  const items = lines.map((line, i) => {
    const quoted = quote[i];
    if (quoted.productId !== line.productId) throw new Error('catalog price-quote answered lines out of order');
    return {
      productId: line.productId,
      optionValueIds: line.optionValueIds,
      name: quoted.name,
      options: quoted.options,
      price: round2(quoted.price),
      currencyValue: quoted.currencyValue,
      qnt: line.qnt,
    };
  });
  const totalAmount = totalUah(items, rate);
  if (!(totalAmount > MIN_ORDER_UAH)) throw badRequest(MESSAGES.minOrder);
  return { items, totalQnt: items.reduce((sum, item) => sum + item.qnt, 0), totalAmount };
}
