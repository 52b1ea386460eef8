/** Brand editor rules (spec sections 4 and 5). Pure. */
import { nameError } from '@shop/shared/src/bounds';
import type { Bilingual } from '@shop/shared/src/domain';

export const BRAND_NAME_MESSAGE = 'Название бренда на двух языках обязательно';
/** Brand images are square ("ratio 11" in the spec). */
export const BRAND_IMAGE_RATIO = '1:1';

export interface BrandDraft {
  _id?: string;
  name: Bilingual;
  image: { lg?: string; md?: string; sm?: string } | null;
}

export const emptyBrand = (): BrandDraft => ({ name: { ru: '', ua: '' }, image: null });

export const brandError = (draft: BrandDraft): string | null =>
  draft.name.ru.trim() && draft.name.ua.trim()
    ? nameError(draft.name.ru) || nameError(draft.name.ua)
    : BRAND_NAME_MESSAGE;

export const sortBrands = <T extends { name: Bilingual }>(brands: T[]): T[] =>
  [...brands].sort((a, b) => a.name.ru.localeCompare(b.name.ru, 'ru'));
