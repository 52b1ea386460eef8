/** A product's price in the shop currency: the lowest leaf price, 'from' when prices differ. */
import type { Currency } from '@shop/shared/src/domain';
import type { PriceRange } from '@shop/shared/src/prices';
import { useShop } from '../../app/shop/ShopContext';
import { formatPrice } from '../../shared/format/price';
import { useT } from '../../shared/i18n/useT';

export function ProductPrice({
  range,
  currency,
  className = 'price',
}: {
  range: PriceRange | null;
  currency: Currency;
  className?: string;
}) {
  const t = useT();
  const { currencyShop, rates } = useShop();
  if (!range) return null;
  return (
    <span className={className}>
      {range.min !== range.max && <span className="price__from">{t('priceFrom')} </span>}
      {formatPrice(range.min, currency, currencyShop, rates)}
    </span>
  );
}
