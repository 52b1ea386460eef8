import { round2, type EventData, type OrderItem } from '@shop/shared';
import type { QuotedLine } from '../pricing/catalog-client';

export type SaleLine = NonNullable<EventData<'orders.order.placed'>['lines']>[number];

/** The order's lines as the sales figures count them: product, brand, pieces and amount in UAH as charged. */
export function saleLines(items: OrderItem[], brands: QuotedLine['brand'][]): SaleLine[] {
  return items.map((item, i) => ({
    productId: item.productId,
    name: item.name,
    brand: brands[i] ?? null,
    qnt: item.qnt,
    amount: round2(item.priceUah * item.qnt),
  }));
}
