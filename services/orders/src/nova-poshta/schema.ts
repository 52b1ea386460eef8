import { z } from 'zod';

const text = z.string().catch('');

/** Nova Poshta's answer to every call. `info` is an object with totalCount on success, an empty array otherwise. */
export const npAnswerSchema = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()),
  errors: z.array(z.string()).catch([]),
  info: z.unknown().optional(),
});

/** AddressGeneral.getSettlements: the fields the shop keeps of a settlement. */
export const npSettlementSchema = z.object({
  Ref: z.string().min(1),
  Description: z.string(),
  DescriptionRu: text,
  SettlementTypeDescription: text,
  SettlementTypeDescriptionRu: text,
  AreaDescription: text,
  AreaDescriptionRu: text,
  RegionsDescription: text,
  RegionsDescriptionRu: text,
});
export type NpSettlement = z.infer<typeof npSettlementSchema>;

/** Address.getWarehouses: the fields the shop keeps of a branch, parcel locker or point in a shop. */
export const npWarehouseSchema = z.object({
  Ref: z.string().min(1),
  SettlementRef: z.string().min(1),
  Number: z.union([z.string(), z.number()]).transform(String),
  CategoryOfWarehouse: z.string().catch('Branch'),
  Description: z.string(),
  DescriptionRu: text,
  ShortAddress: text,
  ShortAddressRu: text,
});
export type NpWarehouse = z.infer<typeof npWarehouseSchema>;

const limit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'Некорректный лимит' })
    .int('Некорректный лимит')
    .min(1, 'Некорректный лимит')
    .max(max, `Не больше ${max} строк`)
    .default(fallback);

/** GET /api/order/nova-poshta/settlements: the first letters of a settlement, in Ukrainian or Russian. */
export const settlementQuerySchema = z.object({
  q: z
    .string({ error: 'Введите название населённого пункта' })
    .trim()
    .min(1, 'Введите название населённого пункта')
    .max(60, 'Название не длиннее 60 символов'),
  limit: limit(50, 20),
});

/** GET /api/order/nova-poshta/warehouses: a settlement's branches, optionally filtered by number or address. */
export const warehouseQuerySchema = z.object({
  settlementRef: z
    .string({ error: 'Выберите населённый пункт' })
    .trim()
    .min(1, 'Выберите населённый пункт')
    .max(64, 'Выберите населённый пункт'),
  q: z.string({ error: 'Некорректный фильтр' }).trim().max(60, 'Фильтр не длиннее 60 символов').default(''),
  limit: limit(500, 100),
});
