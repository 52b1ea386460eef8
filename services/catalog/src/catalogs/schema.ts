import { z } from 'zod';
import { imageSetInput, requiredBilingual } from '../common/schemas';

export const CATALOG_MESSAGES = {
  name: 'Поле Каталог должно быть заполнено на обоих языках',
  ownParent: 'Каталог не может быть родителем самого себя',
  parentHasProducts: 'В этом каталоге есть товары, выберите другой каталог',
  parentNotFound: 'Родительский каталог не найден',
  hasChildren: 'Обнаружены подкаталоги. Сначала удалите их',
  hasProducts: 'В этом каталоге есть товары',
  notFound: 'Каталог не найден',
} as const;

export const catalogInput = z.object({
  name: requiredBilingual(CATALOG_MESSAGES.name),
  parentId: z
    .string()
    .max(64)
    .nullish()
    .transform((id) => id || null),
  image: imageSetInput.nullish().transform((i) => i ?? null),
});
export type CatalogInput = z.infer<typeof catalogInput>;

export const catalogUpdate = catalogInput.extend({
  _id: z.string({ error: CATALOG_MESSAGES.notFound }).min(1, CATALOG_MESSAGES.notFound),
});
export type CatalogUpdate = z.infer<typeof catalogUpdate>;

export const navbarInput = z.object({
  brandIds: z
    .array(z.string().max(64), { error: 'brandIds должен быть списком' })
    .max(500)
    .nullish()
    .transform((ids) => ids ?? []),
});

/** The sidebar's panel: the catalog it is open at (none: the roots) under the brand filter. */
export const sidebarInput = navbarInput.extend({
  parentId: z
    .string({ error: 'parentId должен быть строкой' })
    .max(64)
    .nullish()
    .transform((id) => id ?? null),
});
