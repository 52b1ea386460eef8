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
  telegram_verified: boolean;
  viber_verified: boolean;
  phone_verified: boolean;
  lang: string;
}
export type StoredUser = PublicUser & {
  telegramId: string | null;
  viberId: string | null;
  /** Per link: the messenger vouched that the phone is the account's own (else the link only claims it). */
  telegramVerified: boolean;
  viberVerified: boolean;
  /** A verified sign-in proved the phone: only then may the user hold rights. */
  phoneVerified: boolean;
  lang: string;
};

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
  telegramVerified: row.telegram_verified,
  viberVerified: row.viber_verified,
  phoneVerified: row.phone_verified,
  lang: row.lang,
});

/** Only the fields the web may see. */
export const publicUser = (user: StoredUser): PublicUser => ({
  _id: user._id,
  userName: user.userName,
  phone: user.phone,
  authMethod: user.authMethod,
  isAdmin: user.isAdmin,
  delivery: user.delivery,
});

type Messenger = Exclude<Channel, 'demo'>;
const messengerColumn = (channel: Messenger) => (channel === 'viber' ? 'viber_id' : 'telegram_id');
const verifiedColumn = (channel: Messenger) => (channel === 'viber' ? 'viber_verified' : 'telegram_verified');

/** Whether the user's link of this account is verified; the demo messenger plays a verified one. */
export const isLinkVerified = (user: StoredUser, channel: Channel) =>
  channel === 'demo' || (channel === 'viber' ? user.viberVerified : user.telegramVerified);

export async function findUserById(db: Queryable, id: string): Promise<StoredUser | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] && toUser(rows[0]);
}

/**
 * The user a messenger account belongs to; the demo messenger has no accounts of its own. Locked: a confirm
 * waits for a verified owner taking the phone, and then no longer finds a claimed link that was dropped.
 */
export async function findUserByMessenger(db: Queryable, channel: Channel, messengerId: string) {
  if (channel === 'demo') return undefined;
  const { rows } = await db.query<UserRow>(`SELECT * FROM users WHERE ${messengerColumn(channel)} = $1 FOR UPDATE`, [
    messengerId,
  ]);
  return rows[0] && toUser(rows[0]);
}

/**
 * The user an account confirms a sign-in for: its link's user; the demo messenger's account is its phone
 * (`demo:<phone>`), which the page itself proved.
 */
export async function findAccountUser(db: Queryable, channel: Channel, messengerId: string) {
  if (channel !== 'demo') return findUserByMessenger(db, channel, messengerId);
  return findUserByPhone(db, messengerId.slice('demo:'.length));
}

/** The user of a phone, locked for the rest of the transaction (two contacts of one phone take turns). */
export async function findUserByPhone(db: Queryable, phone: string): Promise<StoredUser | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE phone = $1 FOR UPDATE', [phone]);
  return rows[0] && toUser(rows[0]);
}

export interface MessengerContact {
  channel: Channel;
  messengerId: string;
  phone: string;
  userName: string;
  lang: string;
  /** The messenger vouched that the phone is the account's own. */
  verified: boolean;
}

/** A messenger account belongs to one user only: it is taken from any other user that held it. */
async function freeMessenger(db: Queryable, c: MessengerContact, keepUserId: string | null) {
  if (c.channel === 'demo') return;
  const [column, verified] = [messengerColumn(c.channel), verifiedColumn(c.channel)];
  await db.query(
    `UPDATE users SET ${column} = NULL, ${verified} = false WHERE ${column} = $1 AND id IS DISTINCT FROM $2`,
    [c.messengerId, keepUserId],
  );
}

/** A new user of the phone, linked to the account; undefined when the phone was taken meanwhile. */
export async function createUser(db: Queryable, c: MessengerContact): Promise<StoredUser | undefined> {
  await freeMessenger(db, c, null);
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, user_name, phone, auth_method, telegram_id, viber_id, telegram_verified, viber_verified,
       phone_verified, lang)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (phone) DO NOTHING RETURNING *`,
    [
      randomBytes(12).toString('hex'),
      c.userName,
      c.phone,
      c.channel,
      c.channel === 'telegram' ? c.messengerId : null,
      c.channel === 'viber' ? c.messengerId : null,
      c.channel === 'telegram' && c.verified,
      c.channel === 'viber' && c.verified,
      c.verified,
      c.lang,
    ],
  );
  return rows[0] && toUser(rows[0]);
}

/** Links a verified account (or a proven Viber account) to the user of its phone: the phone is proven now. */
export async function linkProvenAccount(db: Queryable, userId: string, c: MessengerContact): Promise<StoredUser> {
  await freeMessenger(db, c, userId);
  const link = c.channel === 'demo' ? '' : `${messengerColumn(c.channel)} = $5, ${verifiedColumn(c.channel)} = true,`;
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET ${link} user_name = $2, auth_method = $3, lang = $4, phone_verified = true, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [userId, c.userName, c.channel, c.lang, ...(c.channel === 'demo' ? [] : [c.messengerId])],
  );
  return toUser(rows[0]);
}

/**
 * Drops every link of the user that only claimed the phone, and the delivery details entered under them (an
 * attacker's address must not become the owner's default).
 */
export async function dropClaimedLinks(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE users SET telegram_id = CASE WHEN telegram_verified THEN telegram_id END,
       viber_id = CASE WHEN viber_verified THEN viber_id END,
       delivery = CASE WHEN phone_verified THEN delivery ELSE '{}'::jsonb END, updated_at = now()
     WHERE id = $1`,
    [userId],
  );
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

/** Grants or revokes the admin flag; false when no user has that phone (admin-cli checks who may be granted). */
export async function setAdminByPhone(db: Queryable, phone: string, isAdmin: boolean): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE users SET is_admin = $2, updated_at = now() WHERE phone = $1', [
    phone,
    isAdmin,
  ]);
  return (rowCount ?? 0) > 0;
}

/** The admins a messenger can reach, and the customer of an order (when signed in). */
export async function listOrderRecipients(db: Queryable, customerId: string | null): Promise<StoredUser[]> {
  const { rows } = await db.query<UserRow>(
    'SELECT * FROM users WHERE (is_admin AND (telegram_id IS NOT NULL OR viber_id IS NOT NULL)) OR id = $1',
    [customerId],
  );
  return rows.map(toUser);
}
