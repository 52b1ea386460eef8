import { HttpError, type Logger, type Pool } from '@shop/shared';
import { z } from 'zod';
import { changeStatus, type Actor } from '../order-status/service';
import type { NovaPoshtaClient } from './client';

/** Nova Poshta's status codes of a parcel the buyer has received (with or without cash on delivery). */
const RECEIVED = new Set(['9', '10', '11']);
const BATCH = 100;
/** Parcels shipped longer ago than this are not asked about any more (an admin closes them by hand). */
const TRACK_DAYS = 60;

export const NOVA_POSHTA_ACTOR: Actor = { id: 'nova-poshta', name: 'Нова Пошта' };

const trackedSchema = z.object({ Number: z.string(), StatusCode: z.union([z.string(), z.number()]).transform(String) });

interface Shipped {
  id: string;
  waybill: string;
  phone: string;
}

async function shippedOrders(pool: Pool): Promise<Shipped[]> {
  const { rows } = await pool.query<Shipped>(
    `SELECT id, waybill, regexp_replace(delivery->>'phone', '[^0-9]', '', 'g') AS phone FROM orders
     WHERE status = 'shipped' AND waybill IS NOT NULL AND created_at > now() - make_interval(days => $1)`,
    [TRACK_DAYS],
  );
  return rows;
}

/**
 * Asks Nova Poshta about every shipped order's waybill (100 a call) and moves each parcel the buyer received to
 * delivered, as an admin would (history, event, the customer's notice). The number of orders moved.
 */
export async function trackShipped(pool: Pool, client: NovaPoshtaClient, logger: Logger): Promise<number> {
  const shipped = await shippedOrders(pool);
  let moved = 0;
  for (let from = 0; from < shipped.length; from += BATCH) {
    const batch = shipped.slice(from, from + BATCH);
    const documents = batch.map((o) => ({ DocumentNumber: o.waybill, Phone: o.phone }));
    const { rows } = await client.page(
      'TrackingDocument',
      'getStatusDocuments',
      { Documents: documents },
      trackedSchema,
    );
    const received = new Set(rows.filter((r) => RECEIVED.has(r.StatusCode)).map((r) => r.Number));
    for (const order of batch.filter((o) => received.has(o.waybill))) {
      try {
        await changeStatus(
          pool,
          order.id,
          { status: 'delivered', from: 'shipped', comment: null, waybill: undefined },
          NOVA_POSHTA_ACTOR,
        );
        moved += 1;
      } catch (error) {
        // An admin moved it meanwhile: theirs is the last word.
        if (!(error instanceof HttpError)) throw error;
        logger.info({ order: order.id, err: error }, 'tracked order not moved');
      }
    }
  }
  return moved;
}
