/**
 * All orders for admins (spec section 2): view and delete (asked twice; a failed delete toasts 'Не удалось
 * удалить заказ'). Filtered by status and dates and searched by number, phone or surname on the server, a page
 * at a time; the filters live in the address, so going back returns to the same list.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { MESSAGES, type OrderSummary } from '@shop/shared/src/domain';
import { apiFetch, errorMessage } from '../../shared/api/apiFetch';
import { useOrderT } from '../../shared/i18n/orderTexts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Icon } from '../../shared/ui/Icon';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { Pagination } from '../../shared/ui/Pagination';
import { Spinner } from '../../shared/ui/Spinner';
import { toast } from '../../shared/ui/toast';
import { OrderFilters } from './status/OrderFilters';
import { useStatusT } from './status/texts';
import { OrdersTable } from './OrdersTable';

const PAGE_SIZE = 20;

interface OrderPage {
  orders: OrderSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** Asks twice: a deleted order and its history cannot be brought back. */
function DeleteQuestions({ order, onDelete, onClose }: { order: OrderSummary; onDelete(): void; onClose(): void }) {
  const t = useOrderT();
  const st = useStatusT();
  const [asked, setAsked] = useState(false);
  return asked ? (
    <ConfirmDialog text={`${st('confirmDeleteAgain')}${order.count}?`} onYes={onDelete} onNo={onClose} />
  ) : (
    <ConfirmDialog text={`${t('confirmDelete')}${order.count}?`} onYes={() => setAsked(true)} onNo={onClose} />
  );
}

export default function OrderAdminListPage() {
  const t = useOrderT();
  const st = useStatusT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = new URLSearchParams(params);
  query.set('pageSize', String(PAGE_SIZE));
  // A filter the server refuses (a hand-edited address) is said here, not on the error page.
  const { data, error, mutate } = useSWR<OrderPage>(`/api/order/list?${query}`, {
    keepPreviousData: true,
    onError: () => undefined,
    shouldRetryOnError: false,
  });
  const [deleting, setDeleting] = useState<OrderSummary | null>(null);
  useDocumentTitle(t('adminOrders'));

  const goTo = (next: number) => {
    const changed = new URLSearchParams(params);
    changed.set('page', String(next));
    setParams(changed);
  };
  const remove = async (order: OrderSummary) => {
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
      <OrderFilters params={params} onChange={setParams} />
      {error ? (
        <p className="order-filters__error" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Spinner />
      ) : data.orders.length ? (
        <>
          <p className="muted">
            {st('found')}: {data.total}
          </p>
          <OrdersTable
            orders={data.orders}
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
          <Pagination page={page} total={Math.ceil(data.total / PAGE_SIZE)} onPage={goTo} />
        </>
      ) : (
        <p className="muted">{t('noOrders')}</p>
      )}
      {deleting && (
        <DeleteQuestions order={deleting} onDelete={() => void remove(deleting)} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
