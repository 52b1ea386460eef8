/** Rows of orders: number, date, (recipient and phone for admins), total, status, view and optional delete. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/price';
import { useOrderT } from '../../shared/i18n/orderTexts';
import { useLangPath } from '../../shared/lang/useLangPath';
import { Icon } from '../../shared/ui/Icon';
import type { OrderSummary } from '@shop/shared/src/domain';
import { StatusBadge } from './status/StatusBadge';
import { useStatusT } from './status/texts';
import '../cart/cart.css';
import './orders.css';

export function OrdersTable({
  orders,
  withRecipient = false,
  remove,
}: {
  orders: OrderSummary[];
  withRecipient?: boolean;
  remove?(order: OrderSummary): ReactNode;
}) {
  const t = useOrderT();
  const st = useStatusT();
  const to = useLangPath();
  return (
    <div className="lines-table__wrap">
      <table className="lines-table lines-table--cards orders-table">
        <thead>
          <tr>
            <th scope="col">{t('number')}</th>
            <th scope="col">{t('date')}</th>
            {withRecipient && <th scope="col">{t('recipient')}</th>}
            {withRecipient && <th scope="col">{t('phone')}</th>}
            <th scope="col" className="num">
              {t('totalUah')}
            </th>
            <th scope="col">{st('status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('view')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <th scope="row">№ {order.count}</th>
              <td className="nowrap" data-label={t('date')}>
                {formatDate(order.createdAt)}
              </td>
              {withRecipient && (
                <td data-label={t('recipient')}>{`${order.delivery.name} ${order.delivery.surname}`.trim()}</td>
              )}
              {withRecipient && (
                <td className="nowrap" data-label={t('phone')}>
                  {order.delivery.phone}
                </td>
              )}
              <td className="num price" data-label={t('sum')}>
                {formatMoney(order.totalAmount, 'UAH')}
              </td>
              <td data-label={st('status')}>
                <StatusBadge status={order.status} pickup={order.delivery.pickup} />
              </td>
              <td className="lines-table__actions nowrap">
                <Link
                  className="icon-btn"
                  to={to(`/order_page/${order._id}`)}
                  aria-label={`${t('view')} № ${order.count}`}
                  title={t('view')}
                >
                  <Icon name="open" />
                </Link>
                {remove?.(order)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
