import type { Queryable, ShopContacts, ShopContactsInput } from '@shop/shared';
import { readInformation } from '../information/repo';

const UNSET: ShopContactsInput = { name: { ru: '', ua: '' }, phones: [], map: { lat: 0, lng: 0 } };

/** The shop's contacts with the information page's address and hours; empty until the admin first saves them. */
export async function readShopContacts(db: Queryable): Promise<ShopContacts> {
  const [{ rows }, info] = await Promise.all([
    db.query<{ content: ShopContactsInput }>('SELECT content FROM shop_contacts WHERE id = 1'),
    readInformation(db),
  ]);
  return { ...UNSET, ...rows[0]?.content, address: info.address, workingHours: info.workingHours };
}

export async function saveShopContacts(db: Queryable, contacts: ShopContactsInput): Promise<void> {
  await db.query(
    `INSERT INTO shop_contacts (id, content) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET content = EXCLUDED.content, updated_at = now()`,
    [contacts],
  );
}
