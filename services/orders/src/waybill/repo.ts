import type { Queryable } from '@shop/shared';

/** A claim older than this with no number is a request that died while asking Nova Poshta (it times out in 20 s). */
const STALE_CLAIM_MINUTES = 10;

export interface StoredWaybill {
  number: string | null;
  createdAt: Date | null;
  cashOnDelivery: number | null;
}

export async function findWaybill(db: Queryable, orderId: string): Promise<StoredWaybill | undefined> {
  const { rows } = await db.query<{ number: string | null; created_at: Date | null; cash_on_delivery: string | null }>(
    'SELECT number, created_at, cash_on_delivery FROM order_waybills WHERE order_id = $1',
    [orderId],
  );
  const row = rows[0];
  return (
    row && {
      number: row.number,
      createdAt: row.created_at,
      cashOnDelivery: row.cash_on_delivery === null ? null : Number(row.cash_on_delivery),
    }
  );
}

/** Takes the right to ask Nova Poshta for this order's waybill; false when another request holds it or made it. */
export async function claimWaybill(db: Queryable, orderId: string, by: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO order_waybills (order_id, claimed_by) VALUES ($1, $2)
     ON CONFLICT (order_id) DO UPDATE SET claimed_at = now(), claimed_by = EXCLUDED.claimed_by
     WHERE order_waybills.number IS NULL AND order_waybills.claimed_at < now() - make_interval(mins => $3)`,
    [orderId, by, STALE_CLAIM_MINUTES],
  );
  return rowCount === 1;
}

/** Nova Poshta made no waybill: the next click may try again. */
export async function releaseClaim(db: Queryable, orderId: string): Promise<void> {
  await db.query('DELETE FROM order_waybills WHERE order_id = $1 AND number IS NULL', [orderId]);
}

export async function storeWaybill(
  db: Queryable,
  orderId: string,
  waybill: { number: string; ref: string; cashOnDelivery: number | null },
): Promise<void> {
  await db.query(
    'UPDATE order_waybills SET number = $2, ref = $3, cash_on_delivery = $4, created_at = now() WHERE order_id = $1',
    [orderId, waybill.number, waybill.ref, waybill.cashOnDelivery],
  );
}

/** Where the order goes, from the shop's copy of Nova Poshta's directories, by the refs picked at checkout. */
export interface RecipientPlace {
  city: string;
  cityType: string;
  area: string;
  region: string;
  branchNumber: string;
}

export async function recipientPlace(
  db: Queryable,
  cityRef: string,
  branchRef: string,
): Promise<RecipientPlace | undefined> {
  const { rows } = await db.query<RecipientPlace>(
    `SELECT s.name_ua AS city, s.type_ua AS "cityType", s.area_ua AS area, s.region_ua AS region,
       w.number AS "branchNumber"
     FROM np_settlements s JOIN np_warehouses w ON w.settlement_ref = s.ref
     WHERE s.ref = $1 AND w.ref = $2`,
    [cityRef, branchRef],
  );
  return rows[0];
}
