/** A product's price in the shop currency: the lowest leaf price, 'from' when prices differ. */
import type { Currency, PriceTreeNode } from '@shop/shared/src/domain';
import { useShop } from '../../app/shop/ShopContext';
import { formatPrice } from '../../shared/format/price';
import { useT } from '../../shared/i18n/useT';
import { priceRange } from './priceTree';

export function ProductPrice({
  tree,
  currency,
  className = 'price',
}: {
  tree: PriceTreeNode[];
  currency: Currency;
  className?: string;
}) {
  const t = useT();
  const { currencyShop, rates } = useShop();
  const range = priceRange(tree);
  if (!range) return null;
  return (
    <span className={className}>
      {range.min !== range.max && <span className="price__from">{t('priceFrom')} </span>}
      {formatPrice(range.min, currency, currencyShop, rates)}
    </span>
  );
}
