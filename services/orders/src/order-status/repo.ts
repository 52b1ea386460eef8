import { addToOutbox, type EventData, type Lang, type OrderStatus, type PoolClient } from '@shop/shared';

/** What a status change needs to know of the order, read under its row lock. */
export interface LockedOrder {
  id: string;
  count: number;
  userId: string | null;
  langKey: Lang;
  status: OrderStatus;
  pickup: boolean;
}

/** The order, locked until the transaction ends so two admins' changes queue instead of crossing. */
export async function lockOrder(db: PoolClient, id: string): Promise<LockedOrder | undefined> {
  const { rows } = await db.query<{
    count: string;
    user_id: string | null;
    lang_key: Lang;
    status: OrderStatus;
    pickup: boolean | null;
  }>(
    `SELECT count, user_id, lang_key, status, (delivery->>'pickup')::boolean AS pickup
     FROM orders WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const row = rows[0];
  return (
    row && {
      id,
      count: Number(row.count),
      userId: row.user_id,
      langKey: row.lang_key,
      status: row.status,
      pickup: row.pickup === true,
    }
  );
}

export interface StatusChangeRecord {
  orderId: string;
  previousStatus: OrderStatus;
  status: OrderStatus;
  byId: string;
  byName: string;
  comment: string | null;
  waybill: string | null;
}

/** The new status on the order, a line in its history and its event, in the caller's transaction. */
export async function recordStatusChange(
  db: PoolClient,
  change: StatusChangeRecord,
  event: Omit<EventData<'orders.order.status-changed'>, 'changedAt'>,
): Promise<void> {
  await db.query('UPDATE orders SET status = $2, waybill = COALESCE($3, waybill) WHERE id = $1', [
    change.orderId,
    change.status,
    change.waybill,
  ]);
  const { rows } = await db.query<{ at: Date }>(
    `INSERT INTO order_status_changes (order_id, previous_status, status, by_id, by_name, comment, waybill)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING at`,
    [change.orderId, change.previousStatus, change.status, change.byId, change.byName, change.comment, change.waybill],
  );
  await addToOutbox(db, 'orders.order.status-changed', { ...event, changedAt: rows[0].at.toISOString() });
}
