import { useId, useState } from 'react';
import {
  COMMENT_MAX,
  NEXT_STATUSES,
  normalizeWaybill,
  WAYBILL_PATTERN,
  type OrderStatus,
} from '@shop/shared/src/order-status';
import type { Order } from '@shop/shared/src/domain';
import { apiFetch, errorMessage } from '../../../shared/api/apiFetch';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { toast } from '../../../shared/ui/toast';
import { useStatusT, type StatusTextKey } from './texts';

const BUTTON: Record<OrderStatus, StatusTextKey> = {
  new: 'restore',
  confirmed: 'confirm',
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
};

/**
 * The admin's buttons for the moves the lifecycle allows now (the server checks again), an optional comment,
 * and the waybill to ship a delivery order with. Cancelling asks first.
 */
export function StatusActions({ order, onChanged }: { order: Order; onChanged(order: Order): void }) {
  const t = useStatusT();
  const ids = { comment: useId(), waybill: useId() };
  const [comment, setComment] = useState('');
  const [waybill, setWaybill] = useState('');
  const [busy, setBusy] = useState(false);
  const [askCancel, setAskCancel] = useState(false);
  const next = NEXT_STATUSES[order.status];
  const pickup = order.delivery.pickup;
  const needsWaybill = next.includes('shipped') && !pickup;
  if (!next.length) return <p className="muted">{t('noMoves')}</p>;

  const move = async (status: OrderStatus) => {
    setAskCancel(false);
    setBusy(true);
    try {
      const body = {
        status,
        from: order.status,
        comment,
        waybill: status === 'shipped' && !pickup ? waybill : undefined,
      };
      onChanged(await apiFetch<Order>(`/api/order/${order._id}/status`, { body }));
      setComment('');
      setWaybill('');
      toast.success(t('changed'));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="status-actions">
      {needsWaybill && (
        <div className="status-actions__field">
          <label htmlFor={ids.waybill}>{t('waybillLabel')}</label>
          <input
            id={ids.waybill}
            className="status-actions__input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={waybill}
            onChange={(e) => setWaybill(e.target.value)}
          />
        </div>
      )}
      <div className="status-actions__field">
        <label htmlFor={ids.comment}>{t('comment')}</label>
        <textarea
          id={ids.comment}
          className="status-actions__input"
          rows={2}
          maxLength={COMMENT_MAX}
          value={comment}
          aria-describedby={`${ids.comment}-hint`}
          onChange={(e) => setComment(e.target.value)}
        />
        <small id={`${ids.comment}-hint`} className="muted">
          {t('commentHint')}
        </small>
      </div>
      <div className="status-actions__buttons">
        {next.map((status) => (
          <button
            key={status}
            type="button"
            className={`btn btn--small ${status === 'cancelled' ? 'btn--ghost status-actions__cancel' : 'btn--primary'}`}
            disabled={
              busy || (status === 'shipped' && needsWaybill && !WAYBILL_PATTERN.test(normalizeWaybill(waybill)))
            }
            onClick={() => (status === 'cancelled' ? setAskCancel(true) : void move(status))}
          >
            {t(status === 'shipped' && pickup ? 'pickupReady' : BUTTON[status])}
          </button>
        ))}
      </div>
      {askCancel && (
        <ConfirmDialog
          text={`${t('confirmCancel')}${order.count}?`}
          onYes={() => void move('cancelled')}
          onNo={() => setAskCancel(false)}
        />
      )}
    </div>
  );
}
