/**
 * /sales_dashboard: revenue and orders per day of a chosen period and per month for a year, the average order,
 * the top 10 products and brands by revenue and by pieces, orders by delivery and by language, in UAH.
 */
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { SALES_DASHBOARD_PATH, type SalesDashboard } from '@shop/shared/src/sales-dashboard';
import { errorMessage } from '../../../shared/api/apiFetch';
import { Spinner } from '../../../shared/ui/Spinner';
import { AdminPage, FormError } from '../common/AdminPage';
import { BarChart } from './BarChart';
import { Shares, TopTable, Totals } from './SalesParts';
import { compactUah, kyivToday, PERIOD_DAYS, periodQuery, uah } from './salesView';
import './sales.css';

function PeriodPicker({ query, onChange }: { query: string; onChange(query: string): void }) {
  const today = kyivToday();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState(today);
  const custom = (e: FormEvent) => {
    e.preventDefault();
    if (from && to) onChange(`?from=${from}&to=${to}`);
  };
  return (
    <form className="sales-period" onSubmit={custom} aria-label="Период">
      <div className="sales-period__presets" role="group" aria-label="Последние дни">
        {PERIOD_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            className="admin-chip admin-chip--choice"
            aria-pressed={query === periodQuery(days, today)}
            onClick={() => onChange(periodQuery(days, today))}
          >
            {days} дн.
          </button>
        ))}
      </div>
      <label>
        с <input className="admin-input" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        по <input className="admin-input" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <button type="submit" className="admin-btn" disabled={!from || !to}>
        Показать
      </button>
    </form>
  );
}

function Figures({ data }: { data: SalesDashboard }) {
  const [metric, setMetric] = useState<'revenue' | 'orders'>('revenue');
  const byDay = data.days.map((d) => ({ at: d.at, value: d[metric] }));
  const byMonth = data.months.map((m) => ({ at: m.at, value: m[metric] }));
  const count = (n: number) => `${n} зак.`;
  const revenue = metric === 'revenue';
  return (
    <>
      <Totals totals={data.totals} />
      <section className="admin-card">
        <div className="sales-metric" role="group" aria-label="Показатель">
          {(['revenue', 'orders'] as const).map((m) => (
            <button
              key={m}
              type="button"
              className="admin-chip admin-chip--choice"
              aria-pressed={metric === m}
              onClick={() => setMetric(m)}
            >
              {m === 'revenue' ? 'Выручка' : 'Заказы'}
            </button>
          ))}
        </div>
        <BarChart
          title={revenue ? 'Выручка по дням' : 'Заказы по дням'}
          points={byDay}
          format={revenue ? uah : count}
          formatAxis={revenue ? compactUah : String}
        />
        <BarChart
          title={revenue ? 'Выручка по месяцам' : 'Заказы по месяцам'}
          points={byMonth}
          format={revenue ? uah : count}
          formatAxis={revenue ? compactUah : String}
        />
      </section>
      <div className="sales-grid">
        <TopTable title="Товары: топ-10 по выручке" items={data.topProducts.byRevenue} by="revenue" />
        <TopTable title="Товары: топ-10 по штукам" items={data.topProducts.byPieces} by="pieces" />
        <TopTable title="Бренды: топ-10 по выручке" items={data.topBrands.byRevenue} by="revenue" />
        <TopTable title="Бренды: топ-10 по штукам" items={data.topBrands.byPieces} by="pieces" />
        <Shares
          title="Доставка"
          parts={[
            ['Самовывоз', data.delivery.pickup],
            ['Новая Почта', data.delivery.novaPoshta],
            ...(data.delivery.unknown ? [['Неизвестно', data.delivery.unknown] as [string, number]] : []),
          ]}
        />
        <Shares
          title="Язык заказа"
          parts={[
            ['Русский', data.languages.ru],
            ['Українська', data.languages.ua],
          ]}
        />
      </div>
    </>
  );
}

export default function SalesDashboardPage() {
  const [query, setQuery] = useState(() => periodQuery(30, kyivToday()));
  const { data, error, isLoading } = useSWR<SalesDashboard>(`${SALES_DASHBOARD_PATH}${query}`, {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  return (
    <AdminPage title="Продажи">
      <PeriodPicker query={query} onChange={setQuery} />
      {data && (
        <p className="muted sales-period__shown">
          {data.period.from} — {data.period.to}
        </p>
      )}
      {error && <FormError message={errorMessage(error)} />}
      {data ? <Figures data={data} /> : isLoading && <Spinner />}
    </AdminPage>
  );
}
