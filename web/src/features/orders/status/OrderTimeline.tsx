import { statusName, trackingUrl, type StatusChange } from '@shop/shared/src/order-status';
import { formatDateTime } from '../../../shared/format/date';
import { useBi } from '../../../shared/i18n/useT';
import { useStatusT } from './texts';
import './status.css';

function Change({ change, first, pickup }: { change: StatusChange; first: boolean; pickup: boolean }) {
  const t = useStatusT();
  const bi = useBi();
  return (
    <li className={`order-timeline__step order-timeline__step--${change.status}`}>
      <div className="order-timeline__head">
        <strong>{first ? t('placed') : bi(statusName(change.status, pickup))}</strong>
        <time dateTime={change.at}>{formatDateTime(change.at)}</time>
      </div>
      {change.waybill && (
        <p className="order-timeline__line">
          {t('waybill')}: <span className="order-timeline__waybill">{change.waybill}</span>{' '}
          <a href={trackingUrl(change.waybill)} target="_blank" rel="noopener noreferrer">
            {t('track')}
          </a>
        </p>
      )}
      {change.comment && <p className="order-timeline__line order-timeline__comment">{change.comment}</p>}
      {change.by && (
        <p className="order-timeline__line muted">
          {t('by')}: {change.by}
        </p>
      )}
    </li>
  );
}

/** The order's history, oldest first: when it was placed and every change since (the admin also sees who). */
export function OrderTimeline({ history, pickup }: { history: StatusChange[]; pickup: boolean }) {
  const t = useStatusT();
  return (
    <section className="order-timeline" aria-label={t('history')}>
      <h2 className="section-title">{t('history')}</h2>
      <ol className="order-timeline__list">
        {history.map((change, i) => (
          <Change key={`${change.at}-${i}`} change={change} first={i === 0} pickup={pickup} />
        ))}
      </ol>
    </section>
  );
}
