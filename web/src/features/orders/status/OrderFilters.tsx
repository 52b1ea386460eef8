import { useEffect, useState, type FormEvent } from 'react';
import { ORDER_STATUSES, STATUS_NAMES } from '@shop/shared/src/order-status';
import { useBi } from '../../../shared/i18n/useT';
import { useStatusT } from './texts';
import './status.css';

/**
 * The admin list's filters: status and dates apply at once, the search when submitted; any change goes back
 * to the first page.
 */
export function OrderFilters({
  params,
  onChange,
}: {
  params: URLSearchParams;
  onChange(params: URLSearchParams): void;
}) {
  const t = useStatusT();
  const bi = useBi();
  const [q, setQ] = useState(params.get('q') ?? '');
  useEffect(() => setQ(params.get('q') ?? ''), [params]);
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    onChange(next);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    set({ q: q.trim() });
  };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return (
    <form className="order-filters" role="search" onSubmit={search}>
      <label className="order-filters__field">
        <span>{t('status')}</span>
        <select value={params.get('status') ?? ''} onChange={(e) => set({ status: e.target.value })}>
          <option value="">{t('allStatuses')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {bi(STATUS_NAMES[status])}
            </option>
          ))}
        </select>
      </label>
      <label className="order-filters__field">
        <span>{t('from')}</span>
        <input type="date" value={from} max={to || undefined} onChange={(e) => set({ from: e.target.value })} />
      </label>
      <label className="order-filters__field">
        <span>{t('to')}</span>
        <input type="date" value={to} min={from || undefined} onChange={(e) => set({ to: e.target.value })} />
      </label>
      <label className="order-filters__field order-filters__search">
        <span>{t('search')}</span>
        <input type="search" value={q} maxLength={40} onChange={(e) => setQ(e.target.value)} />
      </label>
      <div className="order-filters__buttons">
        <button type="submit" className="btn btn--primary btn--small">
          {t('find')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange(new URLSearchParams())}>
          {t('reset')}
        </button>
      </div>
    </form>
  );
}
