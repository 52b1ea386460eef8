import { useState } from 'react';
import useSWR from 'swr';
import type { Order } from '@shop/shared/src/domain';
import { byNovaPoshta, type OrderWaybill } from '@shop/shared/src/waybill';
import { apiFetch, errorMessage } from '../../../shared/api/apiFetch';
import { formatMoney } from '../../../shared/format/price';
import { toast } from '../../../shared/ui/toast';
import { useWaybillT } from './texts';
import './waybill.css';

/** A confirmed Nova Poshta order with the city and branch picked from Nova Poshta's list. */
const waybillPossible = (order: Order) =>
  order.status === 'confirmed' &&
  byNovaPoshta(order.delivery) &&
  Boolean(order.delivery.cityRef && order.delivery.branchRef);

/**
 * The admin's Nova Poshta waybill: the button that creates it (when the shop has a sender and the order can
 * have one; the server checks again) and, once made, its number, cash on delivery and label.
 */
export function WaybillPanel({ order, onChanged }: { order: Order; onChanged(order: Order): void }) {
  const t = useWaybillT();
  const key = `/api/order/${encodeURIComponent(order._id)}/waybill`;
  const { data, mutate } = useSWR<OrderWaybill>(key);
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  const { waybill } = data;
  if (!waybill && !(data.senderConfigured && waybillPossible(order))) return null;

  const create = async () => {
    setBusy(true);
    try {
      const made = await apiFetch<{ order: Order; waybill: OrderWaybill['waybill'] }>(key, { method: 'POST' });
      void mutate({ ...data, waybill: made.waybill }, false);
      onChanged(made.order);
      toast.success(t('created'));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const cash = waybill ? waybill.cashOnDelivery : order.delivery.prepaid ? null : order.totalAmount;
  return (
    <section className="waybill-panel" aria-label={t('title')}>
      <h2 className="waybill-panel__title">{t('title')}</h2>
      {waybill ? (
        <p className="waybill-panel__made">
          {t('number')} <strong className="waybill-panel__number">{waybill.number}</strong>{' '}
          <a className="btn btn--small btn--ghost" href={waybill.label} target="_blank" rel="noopener noreferrer">
            {t('label')}
          </a>
        </p>
      ) : (
        <p className="muted waybill-panel__hint">{t('hint')}</p>
      )}
      <p className="waybill-panel__cash">
        {cash === null ? t('prepaid') : `${t('cashOnDelivery')}: ${formatMoney(cash, 'UAH')}`}
      </p>
      {!waybill && (
        <div>
          <button type="button" className="btn btn--primary btn--small" disabled={busy} onClick={() => void create()}>
            {t(busy ? 'creating' : 'create')}
          </button>
        </div>
      )}
    </section>
  );
}
