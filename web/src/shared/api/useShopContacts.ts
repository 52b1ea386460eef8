/** The shop's contacts as the admin set them (name, phones, address, hours, map location), in the page's language. */
import useSWR from 'swr';
import type { ShopContacts } from '@shop/shared/src/shop-contacts';
import { useBi, useT } from '../i18n/useT';
import { shopContactsKey } from './keys';

export interface ShopContactsShown {
  name: string;
  phones: string[];
  address: string;
  workingHours: string;
  /** The map's place, or undefined until the admin sets one. */
  map?: { lat: number; lng: number };
}

export function useShopContacts(): ShopContactsShown {
  const t = useT();
  const bi = useBi();
  const { data } = useSWR<ShopContacts>(shopContactsKey, { onError: () => undefined });
  const located = data && (data.map.lat !== 0 || data.map.lng !== 0);
  return {
    name: bi(data?.name) || t('shopName'),
    phones: data?.phones ?? [],
    address: bi(data?.address),
    workingHours: bi(data?.workingHours),
    map: located ? data.map : undefined,
  };
}
