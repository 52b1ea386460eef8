/** All orders for admins (spec section 2): view and delete; a failed delete toasts 'Не удалось удалить заказ'. */
import { useState } from 'react';
import useSWR from 'swr';
import { MESSAGES } from '@shop/shared/src/domain';
import { apiFetch } from '../../shared/api/apiFetch';
import { useOrderT } from '../../shared/i18n/orderTexts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Icon } from '../../shared/ui/Icon';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { toast } from '../../shared/ui/toast';
import { OrdersTable } from './OrdersTable';
import type { Order } from '@shop/shared/src/domain';

export default function OrderAdminListPage() {
  const t = useOrderT();
  const { data: orders, mutate } = useSWR<Order[]>('/api/order');
  const [deleting, setDeleting] = useState<Order | null>(null);
  useDocumentTitle(t('adminOrders'));

  const remove = async (order: Order) => {
    setDeleting(null);
    try {
      await apiFetch(`/api/order/delete/${order._id}`, { method: 'DELETE' });
    } catch {
      toast.error(MESSAGES.orderDeleteFailed);
    }
    await mutate();
  };

  return (
    <section className="page">
      <h1 className="page__title">{t('adminOrders')}</h1>
      {!orders ? (
        <Spinner />
      ) : orders.length ? (
        <OrdersTable
          orders={orders}
          withRecipient
          remove={(order) => (
            <button
              type="button"
              className="icon-btn icon-btn--danger"
              aria-label={`${t('delete')} № ${order.count}`}
              title={t('delete')}
              onClick={() => setDeleting(order)}
            >
              <Icon name="trash" />
            </button>
          )}
        />
      ) : (
        <p className="muted">{t('noOrders')}</p>
      )}
      {deleting && (
        <ConfirmDialog
          text={`${t('confirmDelete')}${deleting.count}?`}
          onYes={() => void remove(deleting)}
          onNo={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
