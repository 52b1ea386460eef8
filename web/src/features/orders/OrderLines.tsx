/**
 * The items of a placed order as they were charged: each line's UAH price at the order's rates (so the lines add
 * up to the total in ₴), with the catalog's price in its own currency beside it when that was not UAH.
 */
import { round2, type OrderItem } from '@shop/shared/src/domain';
import { formatMoney } from '../../shared/format/price';
import { LinesTable } from '../cart/LinesTable';

function ChargedPrice({ line }: { line: OrderItem }) {
  if (line.currencyValue === 'UAH') return <>{formatMoney(line.priceUah, 'UAH')}</>;
  return (
    <span>
      {formatMoney(line.priceUah, 'UAH')}
      <small className="order-lines__original">{formatMoney(line.price, line.currencyValue)}</small>
    </span>
  );
}

export function OrderLines({ items }: { items: OrderItem[] }) {
  return (
    <LinesTable<OrderItem>
      lines={items}
      keyOf={(_l, i) => String(i)}
      price={(l) => <ChargedPrice line={l} />}
      sum={(l) => formatMoney(round2(l.priceUah * l.qnt), 'UAH')}
    />
  );
}
