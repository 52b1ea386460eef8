import { randomBytes } from 'node:crypto';
import type { Queryable } from '@shop/shared';
import type { ProfileDelivery, PublicUser } from './schema';

export type Channel = 'telegram' | 'viber' | 'demo';

interface UserRow {
  id: string;
  user_name: string;
  phone: string;
  auth_method: string;
  is_admin: boolean;
  delivery: Partial<ProfileDelivery>;
  telegram_id: string | null;
  viber_id: string | null;
  lang: string;
}
export type StoredUser = PublicUser & { telegramId: string | null; viberId: string | null; lang: string };

const EMPTY_DELIVERY: ProfileDelivery = { name: '', surname: '', phone: '', city: '', carrier: '', branch: '' };

const toUser = (row: UserRow): StoredUser => ({
  _id: row.id,
  userName: row.user_name,
  phone: row.phone,
  authMethod: row.auth_method,
  isAdmin: row.is_admin,
  delivery: { ...EMPTY_DELIVERY, ...row.delivery },
  telegramId: row.telegram_id,
  viberId: row.viber_id,
  lang: row.lang,
});

/** Only the fields the web may see. */
export const publicUser = ({ telegramId: _t, viberId: _v, lang: _l, ...user }: StoredUser): PublicUser => user;

const messengerColumn = (channel: Channel) => (channel === 'viber' ? 'viber_id' : 'telegram_id');

export async function findUserById(db: Queryable, id: string): Promise<StoredUser | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] && toUser(rows[0]);
}

/** The user a messenger account belongs to; the demo messenger has no accounts of its own. */
export async function findUserByMessenger(db: Queryable, channel: Channel, messengerId: string) {
  if (channel === 'demo') return undefined;
  const { rows } = await db.query<UserRow>(`SELECT * FROM users WHERE ${messengerColumn(channel)} = $1`, [messengerId]);
  return rows[0] && toUser(rows[0]);
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<StoredUser | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE phone = $1', [phone]);
  return rows[0] && toUser(rows[0]);
}

export interface MessengerContact {
  channel: Channel;
  messengerId: string;
  phone: string;
  userName: string;
  lang: string;
}

/**
 * Creates the user of a phone or links the messenger account to the existing one. A messenger id can
 * belong to one user only, so it is first taken from any other user that held it.
 */
export async function upsertFromMessenger(db: Queryable, c: MessengerContact): Promise<StoredUser> {
  if (c.channel !== 'demo') {
    const column = messengerColumn(c.channel);
    await db.query(`UPDATE users SET ${column} = NULL WHERE ${column} = $1 AND phone <> $2`, [c.messengerId, c.phone]);
  }
  const messenger = c.channel === 'demo' ? null : c.messengerId;
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, user_name, phone, auth_method, telegram_id, viber_id, lang)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (phone) DO UPDATE SET user_name = EXCLUDED.user_name, auth_method = EXCLUDED.auth_method,
       telegram_id = COALESCE(EXCLUDED.telegram_id, users.telegram_id),
       viber_id = COALESCE(EXCLUDED.viber_id, users.viber_id), lang = EXCLUDED.lang, updated_at = now()
     RETURNING *`,
    [
      randomBytes(12).toString('hex'),
      c.userName,
      c.phone,
      c.channel,
      c.channel === 'telegram' ? messenger : null,
      c.channel === 'viber' ? messenger : null,
      c.lang,
    ],
  );
  return toUser(rows[0]);
}

export async function setUserLang(db: Queryable, id: string, lang: string): Promise<void> {
  await db.query('UPDATE users SET lang = $2 WHERE id = $1', [id, lang]);
}

export async function updateDelivery(db: Queryable, id: string, delivery: ProfileDelivery) {
  const { rows } = await db.query<UserRow>(
    'UPDATE users SET delivery = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, delivery],
  );
  return rows[0] && toUser(rows[0]);
}

/** Every user, newest first: the admin's customer delivery list. */
export async function listUsers(db: Queryable): Promise<StoredUser[]> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users ORDER BY created_at DESC, id');
  return rows.map(toUser);
}

/** Grants or revokes the admin flag; false when no user has that phone. */
export async function setAdminByPhone(db: Queryable, phone: string, isAdmin: boolean): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE users SET is_admin = $2, updated_at = now() WHERE phone = $1', [
    phone,
    isAdmin,
  ]);
  return (rowCount ?? 0) > 0;
}

/** Admins a messenger can reach. */
/** The admins a messenger can reach, and the customer of an order (when signed in). */
export async function listOrderRecipients(db: Queryable, customerId: string | null): Promise<StoredUser[]> {
  const { rows } = await db.query<UserRow>(
    'SELECT * FROM users WHERE (is_admin AND (telegram_id IS NOT NULL OR viber_id IS NOT NULL)) OR id = $1',
    [customerId],
  );
  return rows.map(toUser);
}
