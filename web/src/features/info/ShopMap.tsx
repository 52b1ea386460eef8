/** The embedded map of the shop (OpenStreetMap) at the place the admin set; nothing until one is set. */
import { useShopContacts } from '../../shared/api/useShopContacts';
import { useT } from '../../shared/i18n/useT';
import { shopMapUrl } from './shopMapUrl';

export function ShopMap() {
  const t = useT();
  const { address, map } = useShopContacts();
  if (!map) return null;
  return (
    <div className="shop-map">
      <iframe title={`${t('map')}: ${address}`} src={shopMapUrl(map)} loading="lazy" referrerPolicy="no-referrer" />
    </div>
  );
}
