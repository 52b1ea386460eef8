import { round2, toUah, type CurrencyRate, type EventData } from '@shop/shared';
import type { QuotedLine } from '../pricing/catalog-client';
import type { OrderItem } from '../orders/schema';

export type SaleLine = NonNullable<EventData<'orders.order.placed'>['lines']>[number];

/** The order's lines as the sales figures count them: product, brand, pieces and amount in UAH. */
export function saleLines(items: OrderItem[], brands: QuotedLine['brand'][], rate: CurrencyRate): SaleLine[] {
  return items.map((item, i) => ({
    productId: item.productId,
    name: item.name,
    brand: brands[i] ?? null,
    qnt: item.qnt,
    amount: round2(toUah(item.price, item.currencyValue, rate) * item.qnt),
  }));
}
