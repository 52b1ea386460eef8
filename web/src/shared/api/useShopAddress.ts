/** The shop address as the administrator wrote it on the information page, or the built-in one until it loads. */
import useSWR from 'swr';
import { informationKey } from './keys';
import { useBi, useT } from '../i18n/useT';
import type { Information } from './types';

export function useShopAddress(): string {
  const t = useT();
  const bi = useBi();
  const { data } = useSWR<Information>(informationKey);
  return bi(data?.address) || t('shopAddress');
}
