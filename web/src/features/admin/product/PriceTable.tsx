/** The option price tree as a table: one row per value combination with its price and barcode. */
import { useState } from 'react';
import type { Currency, PriceTreeNode } from '@shop/shared/src/domain';
import { priceError, readPriceText } from '../../../shared/format/priceText';
import { leavesOf, updateLeaf, type ChosenOption } from './priceTree';
import { BARCODE_MAX } from './productForm';

/**
 * Price text: free typing, normalised on blur (non-numeric removed, comma to dot, 2 decimals, empty if zero); a
 * minus sign or a price above the bound stays visible and marked, and the form refuses it on save.
 */
function PriceInput({
  price,
  label,
  onChange,
}: {
  price?: number;
  label: string;
  onChange(price: number | undefined): void;
}) {
  const [text, setText] = useState(price === undefined ? '' : price.toFixed(2));
  const blur = () => {
    const reading = readPriceText(text);
    setText(reading.text);
    onChange(reading.price);
  };
  const error = priceError(price);
  return (
    <input
      className={`admin-input${price === undefined || error ? ' admin-input--invalid' : ''}`}
      inputMode="decimal"
      aria-label={label}
      aria-invalid={price === undefined || !!error || undefined}
      title={error ?? undefined}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={blur}
      placeholder="0.00"
    />
  );
}

interface PriceTableProps {
  tree: PriceTreeNode[];
  /** the chosen options that have chosen values, in tree level order */
  options: ChosenOption[];
  currency: Currency;
  onChange(tree: PriceTreeNode[]): void;
}

export function PriceTable({ tree, options, currency, onChange }: PriceTableProps) {
  const leaves = leavesOf(tree);
  /** one column per tree level: the options that have chosen values */
  const used = tree[0]?.id === 'base' ? [] : options;
  const nodesOf = (path: string[]) => {
    let level = tree;
    return path.map((id) => {
      const node = level.find((n) => n.id === id)!;
      level = node.add ?? [];
      return node;
    });
  };
  return (
    <table className="admin-table">
      <thead>
        <tr>
          {used.length ? used.map((o) => <th key={o.id}>{o.ru}</th>) : <th>Товар без опций</th>}
          <th>Цена, {currency}</th>
          <th>Штрихкод</th>
        </tr>
      </thead>
      <tbody>
        {leaves.map(({ path, node }) => {
          const label = used.length
            ? nodesOf(path)
                .map((n) => n.ru)
                .join(' / ')
            : 'Без опций';
          return (
            <tr key={path.join('/')}>
              {used.length ? nodesOf(path).map((n, i) => <td key={i}>{n.ru}</td>) : <td>Единая цена</td>}
              <td style={{ width: 150 }}>
                <PriceInput
                  price={node.price}
                  label={`Цена: ${label}`}
                  onChange={(price) => onChange(updateLeaf(tree, path, { price }))}
                />
              </td>
              <td style={{ width: 190 }}>
                <input
                  className="admin-input"
                  aria-label={`Штрихкод: ${label}`}
                  maxLength={BARCODE_MAX}
                  value={node.barcode ?? ''}
                  onChange={(e) => onChange(updateLeaf(tree, path, { barcode: e.target.value.slice(0, BARCODE_MAX) }))}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
