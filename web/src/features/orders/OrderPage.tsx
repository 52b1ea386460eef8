/** Order detail (spec section 2): number, date, recipient, phone, city, delivery, payment, items and totals. */
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useUser } from '../../app/user/UserContext';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/price';
import { useOrderT } from '../../shared/i18n/orderTexts';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { OrderLines } from './OrderLines';
import { SignInFirst } from './SignInFirst';
import { OrderStatusPanel } from './status/OrderStatusPanel';
import type { Order } from '@shop/shared/src/domain';
import './orders.css';

function OrderFacts({ order }: { order: Order }) {
  const t = useOrderT();
  const d = order.delivery;
  const facts: [string, string][] = [
    [t('date'), formatDate(order.createdAt)],
    [t('recipient'), `${d.name} ${d.surname}`.trim()],
    [t('phone'), d.phone],
    [t('city'), d.pickup ? '—' : d.city || '—'],
    [
      t('delivery'),
      d.pickup ? t('pickup') : [d.carrier, d.branch && `${t('branch')} ${d.branch}`].filter(Boolean).join(', '),
    ],
    [t('payment'), d.prepaid ? t('prepaid') : t('cashOnDelivery')],
  ];
  return (
    <dl className="order-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function OrderPage() {
  const t = useOrderT();
  const navigate = useNavigate();
  const { id } = useParams();
  const { user } = useUser();
  const { data: order } = useSWR<Order>(user && id ? `/api/order/${encodeURIComponent(id)}` : null);
  useDocumentTitle(order ? `${t('orderTitle')}${order.count}` : t('orderTitle'));
  if (!user) return <SignInFirst />;
  if (!order) return <Spinner />;
  return (
    <section className="page order">
      <div className="order__head">
        <h1 className="page__title">
          {t('orderTitle')}
          {order.count}
        </h1>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => navigate(-1)}>
          ← {t('back')}
        </button>
      </div>
      <OrderFacts order={order} />
      <OrderStatusPanel order={order} />
      <h2 className="section-title">{t('items')}</h2>
      <OrderLines items={order.orderItems} />
      <p className="cart-totals">
        <span>
          {t('total')}: {order.totalQnt} {t('pieces')}
        </span>
        <strong>{formatMoney(order.totalAmount, 'UAH')}</strong>
      </p>
    </section>
  );
}
