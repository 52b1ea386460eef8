import { z } from 'zod';
import { orderStatusSchema } from '../order-status';

const bilingual = z.object({ ru: z.string(), ua: z.string() });
const imageSet = z.object({ lg: z.string().optional(), md: z.string().optional(), sm: z.string().optional() });

const saleLine = z.object({
  productId: z.string(),
  name: bilingual,
  brand: z.object({ id: z.string(), name: bilingual }).nullable(),
  qnt: z.number().int(),
  /** The line's amount in UAH at the order's rates. */
  amount: z.number(),
});

/** Every integration event: subject `<service>.<entity>.<past-tense verb>` and its payload. */
export const eventSchemas = {
  'identity.user.authenticated': z.object({ authKey: z.string().length(8), userId: z.string() }),
  'orders.order.placed': z.object({
    orderId: z.string(),
    count: z.number().int(),
    userId: z.string().nullable(),
    langKey: z.enum(['ru', 'ua']),
    totalQnt: z.number().int(),
    totalAmount: z.number(),
    recipient: z.object({ name: z.string(), surname: z.string(), phone: z.string() }),
    /** For the sales figures (absent in events of before): pickup or delivery, and each line in UAH. */
    pickup: z.boolean().optional(),
    lines: z.array(saleLine).optional(),
  }),
  /** An admin moved an order to another status; `waybill` when it was shipped by a carrier. */
  'orders.order.status-changed': z.object({
    orderId: z.string(),
    count: z.number().int(),
    userId: z.string().nullable(),
    langKey: z.enum(['ru', 'ua']),
    status: orderStatusSchema,
    previousStatus: orderStatusSchema,
    pickup: z.boolean(),
    waybill: z.string().nullable(),
    comment: z.string().nullable(),
    changedAt: z.string(),
  }),
  'catalog.product.changed': z.object({
    productId: z.string(),
    action: z.enum(['created', 'updated', 'deleted']),
    removedImages: z.array(imageSet).default([]),
  }),
  'catalog.catalog.changed': z.object({
    catalogId: z.string(),
    action: z.enum(['created', 'updated', 'deleted']),
    removedImages: z.array(imageSet).default([]),
  }),
  'catalog.brand.changed': z.object({
    brandId: z.string(),
    action: z.enum(['created', 'updated', 'deleted']),
    removedImages: z.array(imageSet).default([]),
  }),
  /** Option sets, the information page, gallery cards, or (part 'demo') the whole catalog loaded at once. */
  'catalog.content.changed': z.object({
    part: z.enum(['options', 'information', 'contacts', 'gallery', 'demo']),
    id: z.string().optional(),
    action: z.enum(['created', 'updated', 'deleted']),
    removedImages: z.array(imageSet).default([]),
  }),
  'log.error': z.object({ service: z.string(), message: z.string(), detail: z.string().optional() }),
  'log.errors.cleared': z.object({ by: z.string() }),
} as const;

export { bilingual as bilingualEventText };

export type Subject = keyof typeof eventSchemas;

/** Every change of what the catalog answers publicly: whoever keeps its answers forgets them on any of these. */
export const CATALOG_CHANGES = [
  'catalog.product.changed',
  'catalog.catalog.changed',
  'catalog.brand.changed',
  'catalog.content.changed',
] as const satisfies readonly Subject[];
export type EventData<S extends Subject> = z.infer<(typeof eventSchemas)[S]>;

export interface EventEnvelope<S extends Subject = Subject> {
  id: string;
  subject: S;
  time: string;
  version: 1;
  data: EventData<S>;
}

export const envelopeSchema = z.object({
  id: z.string().min(1),
  subject: z.string(),
  time: z.string(),
  version: z.literal(1),
  data: z.unknown(),
});

/** Validates a raw message against the envelope and its subject's schema. */
export function parseEnvelope<S extends Subject>(subject: S, raw: unknown): EventEnvelope<S> {
  const envelope = envelopeSchema.parse(raw);
  const data = eventSchemas[subject].parse(envelope.data) as EventData<S>;
  return { ...envelope, subject, version: 1, data };
}
