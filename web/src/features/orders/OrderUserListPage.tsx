/** A user's orders (spec section 2), newest first, each with a view icon. */
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useUser } from '../../app/user/UserContext';
import { useOrderT } from '../../shared/i18n/orderTexts';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { OrdersTable } from './OrdersTable';
import { SignInFirst } from './SignInFirst';
import type { Order } from '@shop/shared/src/domain';

export default function OrderUserListPage() {
  const t = useOrderT();
  const { id } = useParams();
  const { user } = useUser();
  const { data: orders } = useSWR<Order[]>(user && id ? `/api/order/user/${encodeURIComponent(id)}` : null);
  useDocumentTitle(t('userOrders'));
  if (!user) return <SignInFirst />;
  return (
    <section className="page">
      <h1 className="page__title">{t('userOrders')}</h1>
      {!orders ? (
        <Spinner />
      ) : orders.length ? (
        <OrdersTable orders={orders} />
      ) : (
        <p className="muted">{t('noOrders')}</p>
      )}
    </section>
  );
}
