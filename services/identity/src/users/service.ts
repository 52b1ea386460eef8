import { forbidden, notFound, unauthorized, type Pool, type SessionUser } from '@shop/shared';
import { normalizePhone } from './phone';
import { findUserById, listUsers, publicUser, updateDelivery } from './repo';
import type { ProfileDelivery, PublicUser } from './schema';

export async function currentUser(pool: Pool, who: SessionUser | undefined): Promise<PublicUser> {
  if (!who) throw unauthorized();
  const user = await findUserById(pool, who._id);
  if (!user) throw unauthorized();
  return publicUser(user);
}

/** A customer changes only their own profile: the phone the page names must be the signed-in user's. */
export async function updateProfile(
  pool: Pool,
  who: SessionUser,
  input: { delivery: ProfileDelivery; userPhone: string },
): Promise<PublicUser> {
  const user = await findUserById(pool, who._id);
  if (!user) throw unauthorized();
  if (normalizePhone(input.userPhone) !== user.phone) throw forbidden('Можно изменить только свой профиль');
  const updated = await updateDelivery(pool, user._id, input.delivery);
  if (!updated) throw notFound('Пользователь не найден');
  return publicUser(updated);
}

export async function deliveryList(pool: Pool): Promise<PublicUser[]> {
  return (await listUsers(pool)).map(publicUser);
}
