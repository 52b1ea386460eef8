/** The waybill the shop created for an order at Nova Poshta, as the admin's order page reads it. Pure (browser too). */
import { z } from 'zod';
import { CARRIERS, type Delivery } from './domain';

/** GET /api/order/{id}/waybill (admin); POST answers `{order, waybill}`. */
export const orderWaybillSchema = z.object({
  /** Whether the shop can create waybills: a Nova Poshta key and the whole sender are configured. */
  senderConfigured: z.boolean(),
  waybill: z
    .object({
      number: z.string(),
      createdAt: z.string(),
      /** The cash on delivery Nova Poshta collects, in UAH; null for a prepaid order. */
      cashOnDelivery: z.number().nullable(),
      /** The admin-only address of its label (PDF, 100×100 mm); the shop fetches it, the API key stays on the server. */
      label: z.string(),
    })
    .nullable(),
});
export type OrderWaybill = z.infer<typeof orderWaybillSchema>;

export const waybillLabelPath = (orderId: string) => `/api/order/${encodeURIComponent(orderId)}/waybill/label`;

/** An order Nova Poshta carries to a branch: its carrier, not pickup. */
export const byNovaPoshta = (delivery: Delivery) => !delivery.pickup && delivery.carrier === CARRIERS[0];
