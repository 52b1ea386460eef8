import { z } from 'zod';
import { optionalBilingual } from '../common/schemas';

export const GALLERY_MESSAGES = {
  image: 'Загрузите изображение',
  notFound: 'Карточка не найдена',
  cards: 'Нет карточек для сохранения',
} as const;

const url = z.string().min(1).max(500);

export const cardInput = z.object({
  id: z.string().max(64).nullish(),
  _id: z.string().max(64).nullish(),
  description: optionalBilingual,
  image: z.object({ lg: url, md: url, sm: url.optional() }, { error: GALLERY_MESSAGES.image }),
});
export type CardInput = z.infer<typeof cardInput>;

export const cardsOrderInput = z.object({
  cards: z
    .array(z.object({ _id: z.string().min(1).max(64), order: z.number().int().min(0).max(1_000_000) }), {
      error: GALLERY_MESSAGES.cards,
    })
    .min(1, GALLERY_MESSAGES.cards)
    .max(1000),
});
