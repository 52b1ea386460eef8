/** The lines of a cart or an order: model, one column per option name, price, quantity, sum, row actions. */
import type { ReactNode } from 'react';
import type { CartLine } from '@shop/shared/src/domain';
import { useBi } from '../../shared/i18n/useT';
import { useOrderT } from '../../shared/i18n/orderTexts';
import { optionColumns, optionValue } from './cartTable';
import './cart.css';

export type TableLine = Pick<CartLine, 'name' | 'options' | 'price' | 'currencyValue' | 'qnt'>;

interface Props<L extends TableLine> {
  lines: L[];
  keyOf(line: L, index: number): string;
  price(line: L): ReactNode;
  sum(line: L): string;
  qnt?(line: L): ReactNode;
  actions?(line: L): ReactNode;
}

export function LinesTable<L extends TableLine>({ lines, keyOf, price, sum, qnt, actions }: Props<L>) {
  const t = useOrderT();
  const bi = useBi();
  const columns = optionColumns(lines);
  return (
    <div className="lines-table__wrap">
      <table className="lines-table lines-table--cards">
        <thead>
          <tr>
            <th scope="col">{t('model')}</th>
            {columns.map((c) => (
              <th scope="col" key={c.ru}>
                {bi(c)}
              </th>
            ))}
            <th scope="col" className="num">
              {t('price')}
            </th>
            <th scope="col" className="num">
              {t('quantity')}
            </th>
            <th scope="col" className="num">
              {t('sum')}
            </th>
            {actions && (
              <th scope="col">
                <span className="visually-hidden">{t('removeLine')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={keyOf(line, i)}>
              <th scope="row" className="lines-table__model">
                {bi(line.name)}
              </th>
              {columns.map((c) => (
                <td key={c.ru} data-label={bi(c)}>
                  {bi(optionValue(line, c)) || '—'}
                </td>
              ))}
              <td className="num price" data-label={t('price')}>
                {price(line)}
              </td>
              <td className="num" data-label={t('quantity')}>
                {qnt ? qnt(line) : line.qnt}
              </td>
              <td className="num" data-label={t('sum')}>
                {sum(line)}
              </td>
              {actions && <td className="lines-table__actions">{actions(line)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
