import { z } from 'zod';
import { BOUND_MESSAGES, CURRENCIES, isRate, priceTreeNodeSchema, PRODUCT_MESSAGES } from '@shop/shared';
import { imageSetInput, optionalBilingual, requiredBilingual } from '../common/schemas';

const M = PRODUCT_MESSAGES;

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);
const optItem = z.object({ id: z.string().min(1).max(64), ru: z.string().max(100), ua: z.string().max(100) });

const fields = {
  description: optionalBilingual,
  images: z.array(imageSetInput).max(30).default([]),
  brandId: required(M.brand),
  catalogId: required(M.catalog),
  optionsId: z
    .string()
    .max(64)
    .nullish()
    .transform((id) => id || null),
  currencyValue: z.enum(CURRENCIES, { error: M.currency }).default('UAH'),
  currencyRate: z.number({ error: BOUND_MESSAGES.rate }).refine(isRate, BOUND_MESSAGES.rate).default(1),
  selfOpt: z.array(optItem).max(10).default([]),
  selfOptValues: z
    .array(optItem.extend({ optId: z.string().max(64) }))
    .max(1000)
    .default([]),
  optPrices: z.array(priceTreeNodeSchema, { error: M.prices }).min(1, M.prices).max(1000, M.prices),
  isShowcase: z.boolean().default(false),
};

export const productCreate = z.object({ _id: z.string().optional(), name: requiredBilingual(M.nameAdd), ...fields });
export const productUpdate = z.object({
  _id: z.string({ error: M.notFound }).min(1, M.notFound),
  name: requiredBilingual(M.nameEdit),
  ...fields,
});
export type ProductInput = z.infer<typeof productCreate>;

export const productsInCatalog = z.object({
  catalogId: required(M.catalog),
  brandIds: z
    .array(z.string().max(64))
    .max(500)
    .nullish()
    .transform((ids) => ids ?? []),
});
