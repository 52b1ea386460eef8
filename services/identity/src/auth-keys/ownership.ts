import type { Queryable } from '@shop/shared';
import { endClaimedSessions } from '../sessions/repo';
import {
  createUser,
  dropClaimedLinks,
  findUserByPhone,
  linkProvenAccount,
  type MessengerContact,
  type StoredUser,
} from '../users/repo';
import { dropClaimedKeys } from './repo';

/**
 * What a shared contact does to the phone's user: links the account ('linked'), finds the phone held by
 * someone the contact cannot displace ('taken'), or needs the Viber account to prove the phone with a code
 * sent to the verified owner's Telegram chat ('proof').
 */
export type ContactOutcome =
  | { kind: 'linked'; user: StoredUser }
  | { kind: 'taken' }
  | { kind: 'proof'; owner: StoredUser & { telegramId: string } };

/**
 * A verified owner takes the phone at once from a user that only claimed it: the claimed links go, with every
 * session and unspent key they opened, so whoever claimed the phone can no longer read its orders.
 */
async function takeFromClaims(db: Queryable, holder: StoredUser): Promise<void> {
  if (holder.phoneVerified) return;
  await dropClaimedLinks(db, holder._id);
  await endClaimedSessions(db, holder._id);
  await dropClaimedKeys(db, holder._id);
}

/** A claimed contact never joins an existing user: it may only create one, or prove the phone by a code. */
function claimOutcome(holder: StoredUser, c: MessengerContact): ContactOutcome {
  if (c.channel === 'viber' && holder.viberId === c.messengerId) return { kind: 'linked', user: holder };
  const { telegramId } = holder;
  if (holder.phoneVerified && telegramId && holder.telegramVerified) {
    return { kind: 'proof', owner: { ...holder, telegramId } };
  }
  return { kind: 'taken' };
}

export async function linkContact(db: Queryable, c: MessengerContact): Promise<ContactOutcome> {
  const holder = await findUserByPhone(db, c.phone);
  if (!holder) {
    const created = await createUser(db, c);
    return created ? { kind: 'linked', user: created } : linkContact(db, c);
  }
  if (!c.verified) return claimOutcome(holder, c);
  await takeFromClaims(db, holder);
  return { kind: 'linked', user: await linkProvenAccount(db, holder._id, c) };
}
