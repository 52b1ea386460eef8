import { z } from 'zod';
import { imageSetInput, requiredBilingual } from '../common/schemas';

export const BRAND_MESSAGES = {
  name: 'Название бренда на двух языках обязательно',
  notFound: 'Бренд не найден',
  hasProducts: 'У этого бренда есть товары. Сначала удалите или перенесите их',
} as const;

export const brandInput = z.object({
  _id: z.string().optional(),
  name: requiredBilingual(BRAND_MESSAGES.name),
  image: imageSetInput.nullish().transform((i) => i ?? {}),
});
export type BrandInput = z.infer<typeof brandInput>;

export const brandUpdate = brandInput.extend({
  _id: z.string({ error: BRAND_MESSAGES.notFound }).min(1, BRAND_MESSAGES.notFound),
});

export const brandCountsQuery = z.object({ catalogId: z.string().max(64).optional() });
