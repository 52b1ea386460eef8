/** The dashboard's figures: totals, top-10 tables and shares. */
import type { SalesDashboard, SalesTopItem } from '@shop/shared/src/sales-dashboard';
import { percent, uah } from './salesView';

export function Totals({ totals }: { totals: SalesDashboard['totals'] }) {
  const cards: [string, string][] = [
    ['Выручка', uah(totals.revenue)],
    ['Заказов', String(totals.orders)],
    ['Средний заказ', uah(totals.averageOrder)],
  ];
  return (
    <dl className="sales-totals">
      {cards.map(([label, value]) => (
        <div key={label} className="sales-totals__card">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TopTable({ title, items, by }: { title: string; items: SalesTopItem[]; by: 'revenue' | 'pieces' }) {
  return (
    <section className="admin-card sales-top">
      <h2 className="admin-card__title">{title}</h2>
      {items.length ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Название</th>
              <th scope="col">{by === 'revenue' ? 'Выручка' : 'Штук'}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => (
              <tr key={item.id}>
                <td>{i + 1}</td>
                <td>{item.name.ru}</td>
                <td className="sales-top__value">{by === 'revenue' ? uah(item.revenue) : item.pieces}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">Нет продаж за период</p>
      )}
    </section>
  );
}

export function Shares({ title, parts }: { title: string; parts: [string, number][] }) {
  const whole = parts.reduce((sum, [, n]) => sum + n, 0);
  return (
    <section className="admin-card sales-shares">
      <h2 className="admin-card__title">{title}</h2>
      <ul>
        {parts.map(([label, n]) => (
          <li key={label}>
            <span className="sales-shares__label">
              {label}: {n} ({percent(n, whole)}%)
            </span>
            <span className="sales-shares__bar" style={{ width: `${percent(n, whole)}%` }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
