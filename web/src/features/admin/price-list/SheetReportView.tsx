/** The preview (or the result) of an uploaded price sheet: counts, then the rows in each group. */
import type { ReactNode } from 'react';
import type { PriceChange, SheetProblem, SheetReport } from './priceSheetApi';
import type { PriceSheetTexts } from './priceSheetTexts';

/** More rows than a screen can usefully show; the counts above stay exact. */
const SHOWN = 200;
const money = (n: number | null) => (n === null ? '—' : n.toFixed(2));

function Rows<T>({ items, t, children }: { items: T[]; t: PriceSheetTexts; children(item: T): ReactNode }) {
  return (
    <>
      {items.slice(0, SHOWN).map(children)}
      {items.length > SHOWN && (
        <tr>
          <td colSpan={4}>{t.more(items.length - SHOWN)}</td>
        </tr>
      )}
    </>
  );
}

function Changes({ items, title, t }: { items: PriceChange[]; title: string; t: PriceSheetTexts }) {
  return (
    <table className="price-sheet__table">
      <caption>{`${title}: ${items.length}`}</caption>
      <thead>
        <tr>
          <th scope="col">{t.row}</th>
          <th scope="col">{t.product}</th>
          <th scope="col">{t.price}</th>
        </tr>
      </thead>
      <tbody>
        <Rows items={items} t={t}>
          {(c) => (
            <tr key={c.row}>
              <td>{c.row}</td>
              <td>
                {c.name}
                {c.options && <span className="price-sheet__options">{c.options}</span>}
              </td>
              <td className="price-sheet__price">
                {money(c.oldPrice)} → <strong>{money(c.newPrice)}</strong> {c.currency}
              </td>
            </tr>
          )}
        </Rows>
      </tbody>
    </table>
  );
}

function Problems({ title, items, t }: { title: string; items: SheetProblem[]; t: PriceSheetTexts }) {
  if (!items.length) return null;
  return (
    <table className="price-sheet__table price-sheet__table--problems">
      <caption>{`${title}: ${items.length}`}</caption>
      <thead>
        <tr>
          <th scope="col">{t.row}</th>
          <th scope="col">{t.reason}</th>
        </tr>
      </thead>
      <tbody>
        <Rows items={items} t={t}>
          {(p) => (
            <tr key={p.row}>
              <td>{p.row}</td>
              <td>{p.message}</td>
            </tr>
          )}
        </Rows>
      </tbody>
    </table>
  );
}

export function SheetReportView({ report, t }: { report: SheetReport; t: PriceSheetTexts }) {
  return (
    <div className="price-sheet__report" aria-live="polite">
      {report.applied && (
        <p className="price-sheet__done">
          {t.done(report.changed.length, new Set(report.changed.map((c) => c.productId)).size)}
        </p>
      )}
      <ul className="price-sheet__counts">
        <li>{`${report.applied ? t.changedDone : t.changed}: ${report.changed.length}`}</li>
        <li>{`${t.unchanged}: ${report.unchanged}`}</li>
        <li>{`${t.unknown}: ${report.unknown.length}`}</li>
        <li>{`${t.invalid}: ${report.invalid.length}`}</li>
      </ul>
      {report.changed.length > 0 && (
        <Changes items={report.changed} title={report.applied ? t.changedDone : t.changed} t={t} />
      )}
      <Problems title={t.invalid} items={report.invalid} t={t} />
      <Problems title={t.unknown} items={report.unknown} t={t} />
    </div>
  );
}
