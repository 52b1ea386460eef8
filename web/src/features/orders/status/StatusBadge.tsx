import { statusName, type OrderStatus } from '@shop/shared/src/order-status';
import { useBi } from '../../../shared/i18n/useT';
import './status.css';

/** The order's status as a coloured label, in the shopper's language. */
export function StatusBadge({ status, pickup }: { status: OrderStatus; pickup: boolean }) {
  const bi = useBi();
  return <span className={`order-status order-status--${status}`}>{bi(statusName(status, pickup))}</span>;
}
