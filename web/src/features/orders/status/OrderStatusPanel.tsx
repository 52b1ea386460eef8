import { lazy, Suspense } from 'react';
import { useSWRConfig } from 'swr';
import type { Order } from '@shop/shared/src/domain';
import { useUser } from '../../../app/user/UserContext';
import { StatusBadge } from './StatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { useStatusT } from './texts';
import './status.css';

// Only admins move orders: shoppers do not load the buttons.
const StatusActions = lazy(() => import('./StatusActions').then((m) => ({ default: m.StatusActions })));
const WaybillPanel = lazy(() => import('../waybill/WaybillPanel').then((m) => ({ default: m.WaybillPanel })));

/** The order page's status: where the order is now, the admin's buttons, and its history. */
export function OrderStatusPanel({ order }: { order: Order }) {
  const t = useStatusT();
  const { user } = useUser();
  const { mutate } = useSWRConfig();
  const pickup = order.delivery.pickup;
  const changed = (next: Order) => void mutate(`/api/order/${encodeURIComponent(order._id)}`, next, false);
  return (
    <div className="order-status-panel">
      <p className="order-status-panel__now">
        <span className="muted">{t('status')}:</span> <StatusBadge status={order.status} pickup={pickup} />
        {order.waybill && (
          <span className="order-status-panel__waybill">
            {t('waybill')} {order.waybill}
          </span>
        )}
      </p>
      {user?.isAdmin && (
        <Suspense fallback={null}>
          <WaybillPanel order={order} onChanged={changed} />
          <StatusActions order={order} onChanged={changed} />
        </Suspense>
      )}
      <OrderTimeline history={order.history} pickup={pickup} />
    </div>
  );
}
