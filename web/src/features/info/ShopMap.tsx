/** The embedded map of the shop (OpenStreetMap). */
import { useShopAddress } from '../../shared/api/useShopAddress';
import { useT } from '../../shared/i18n/useT';

export const SHOP_MAP_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=30.6205%2C46.3935%2C30.6405%2C46.4055&layer=mapnik&marker=46.3995%2C30.6305';

export function ShopMap() {
  const t = useT();
  const address = useShopAddress();
  return (
    <div className="shop-map">
      <iframe title={`${t('map')}: ${address}`} src={SHOP_MAP_URL} loading="lazy" referrerPolicy="no-referrer" />
    </div>
  );
}
