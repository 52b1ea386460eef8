/** The spec's Order as the orders service answers it (totalAmount in UAH). */
import type { CartLine, Delivery, Lang } from '@shop/shared/src/domain';

export interface Order {
  _id: string;
  count: number;
  createdAt: string;
  totalQnt: number;
  totalAmount: number;
  userId: string | null;
  langKey: Lang;
  delivery: Delivery;
  orderItems: CartLine[];
}
