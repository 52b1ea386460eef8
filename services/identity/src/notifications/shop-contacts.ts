import { SHOP_CONTACTS_PATH, shopContactsSchema, type Logger, type ShopContacts } from '@shop/shared';

export type ReadShopContacts = () => Promise<ShopContacts | undefined>;

const TIMEOUT_MS = 3000;

/**
 * The shop's contacts from the catalog's public read (identity never reads the catalog's tables). Asked once
 * per order event: the catalog answers it from its memory. Undefined while the catalog cannot say: the notice
 * then goes without them.
 */
export function shopContactsReader(catalogUrl: string, logger: Logger): ReadShopContacts {
  return async () => {
    try {
      const res = await fetch(catalogUrl + SHOP_CONTACTS_PATH, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) throw new Error(`catalog answered ${res.status}`);
      return shopContactsSchema.parse(await res.json());
    } catch (err) {
      logger.warn({ err }, 'shop contacts unavailable: the notice goes without them');
      return undefined;
    }
  };
}
