import { z } from 'zod';
import { loadConfig } from '@shop/shared';

export const NOVA_POSHTA_LABEL = 'https://my.novaposhta.ua/orders/printMarking100x100';

const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** Nova Poshta wants the phone as 380XXXXXXXXX; people write it with +, spaces, brackets and dashes. */
export function npPhone(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  const full = digits.length === 10 && digits.startsWith('0') ? `38${digits}` : digits;
  return /^380\d{9}$/.test(full) ? full : undefined;
}

const SENDER_VARS = [
  'NOVA_POSHTA_SENDER_REF',
  'NOVA_POSHTA_SENDER_CONTACT_REF',
  'NOVA_POSHTA_SENDER_CITY_REF',
  'NOVA_POSHTA_SENDER_WAREHOUSE_REF',
  'NOVA_POSHTA_SENDER_PHONE',
] as const;

/**
 * The shop as Nova Poshta's sender (its counterparty, contact person, city and branch refs from the business
 * cabinet or Counterparty.getCounterparties, and its phone) and the parcel's defaults. All five sender
 * variables or none: half a sender is a mistake said at start, not at the first waybill.
 */
const waybillEnv = z
  .object({
    NOVA_POSHTA_SENDER_REF: optional,
    NOVA_POSHTA_SENDER_CONTACT_REF: optional,
    NOVA_POSHTA_SENDER_CITY_REF: optional,
    NOVA_POSHTA_SENDER_WAREHOUSE_REF: optional,
    NOVA_POSHTA_SENDER_PHONE: optional.refine((phone) => !phone || npPhone(phone), 'must be a Ukrainian phone'),
    NOVA_POSHTA_PARCEL_WEIGHT: z.coerce.number().positive().max(1000).default(1),
    NOVA_POSHTA_PARCEL_SEATS: z.coerce.number().int().min(1).max(100).default(1),
    NOVA_POSHTA_PARCEL_DESCRIPTION: z.string().trim().min(1).max(100).default('Панчішно-шкарпеткові вироби'),
    NOVA_POSHTA_LABEL_URL: z.url().default(NOVA_POSHTA_LABEL),
  })
  .refine((env) => new Set(SENDER_VARS.map((name) => Boolean(env[name]))).size === 1, {
    message: `set all of ${SENDER_VARS.join(', ')} or none`,
  })
  .transform((env) => ({
    sender: env.NOVA_POSHTA_SENDER_REF
      ? {
          ref: env.NOVA_POSHTA_SENDER_REF,
          contactRef: env.NOVA_POSHTA_SENDER_CONTACT_REF!,
          cityRef: env.NOVA_POSHTA_SENDER_CITY_REF!,
          warehouseRef: env.NOVA_POSHTA_SENDER_WAREHOUSE_REF!,
          phone: npPhone(env.NOVA_POSHTA_SENDER_PHONE!)!,
        }
      : undefined,
    parcel: {
      weight: env.NOVA_POSHTA_PARCEL_WEIGHT,
      seats: env.NOVA_POSHTA_PARCEL_SEATS,
      description: env.NOVA_POSHTA_PARCEL_DESCRIPTION,
    },
    labelUrl: env.NOVA_POSHTA_LABEL_URL.replace(/\/+$/, ''),
  }));
export type WaybillEnv = z.infer<typeof waybillEnv>;
export type Sender = NonNullable<WaybillEnv['sender']>;
export type Parcel = WaybillEnv['parcel'];

export const readWaybillEnv = (env: NodeJS.ProcessEnv) => loadConfig(waybillEnv, env);
