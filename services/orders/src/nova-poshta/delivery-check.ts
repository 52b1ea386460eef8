import { badRequest, type Delivery, type Queryable } from '@shop/shared';

export const NP_DELIVERY_MESSAGES = {
  settlement: 'Выберите населённый пункт из списка Новой Почты',
  branch: 'Выберите отделение Новой Почты из списка',
} as const;

/**
 * The delivery as the order keeps it: Nova Poshta refs only when they name a settlement in the shop's copy and a
 * branch of that settlement (the browser is not believed), none for a pickup order. No refs, no query.
 */
export async function checkedDelivery(db: Queryable, delivery: Delivery): Promise<Delivery> {
  const { cityRef, branchRef, ...text } = delivery;
  if (delivery.pickup || (!cityRef && !branchRef)) return text;
  if (!cityRef) throw badRequest(NP_DELIVERY_MESSAGES.settlement);
  const { rows } = await db.query<{ settlement: boolean; branch_of: string | null }>(
    `SELECT EXISTS (SELECT 1 FROM np_settlements WHERE ref = $1) AS settlement,
       (SELECT settlement_ref FROM np_warehouses WHERE ref = $2) AS branch_of`,
    [cityRef, branchRef ?? null],
  );
  if (!rows[0].settlement) throw badRequest(NP_DELIVERY_MESSAGES.settlement);
  if (branchRef && rows[0].branch_of !== cityRef) throw badRequest(NP_DELIVERY_MESSAGES.branch);
  return delivery;
}
