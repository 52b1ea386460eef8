/** The option quantity editor over the price tree: one row per leaf, one column per option, price, quantity. */
import type { Currency, PriceTreeNode } from '@shop/shared/src/domain';
import { useShop } from '../../app/shop/ShopContext';
import type { OptionName } from '../../shared/api/types';
import { formatPrice } from '../../shared/format/price';
import { useBi, useT } from '../../shared/i18n/useT';
import { QntInput } from '../../shared/ui/QntInput';
import { leaves, setLeafQnt } from './priceTree';

interface Props {
  tree: PriceTreeNode[];
  options: OptionName[];
  currency: Currency;
  onChange: (tree: PriceTreeNode[]) => void;
}

export function OptionEditor({ tree, options, currency, onChange }: Props) {
  const t = useT();
  const bi = useBi();
  const { currencyShop, rates } = useShop();
  const rows = leaves(tree);
  const columns = rows[0]?.path.filter((n) => n.id !== 'base').length ?? 0;
  return (
    <table className="options-table">
      <thead>
        <tr>
          {Array.from({ length: columns }, (_, i) => (
            <th key={i} scope="col">
              {bi(options[i]) || '—'}
            </th>
          ))}
          <th scope="col">{t('price')}</th>
          <th scope="col">{t('quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ path, leaf }) => {
          const values = path.filter((n) => n.id !== 'base');
          const label = values.map((n) => bi(n)).join(', ') || t('quantity');
          return (
            <tr key={path.map((n) => n.id).join('/')} className={leaf.qnt ? 'is-chosen' : undefined}>
              {values.map((n) => (
                <td key={n.id}>{bi(n)}</td>
              ))}
              <td className="options-table__price">{formatPrice(leaf.price ?? 0, currency, currencyShop, rates)}</td>
              <td>
                <QntInput
                  value={leaf.qnt ?? ''}
                  label={label}
                  onChange={(q) =>
                    onChange(
                      setLeafQnt(
                        tree,
                        path.map((n) => n.id),
                        q,
                      ),
                    )
                  }
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
