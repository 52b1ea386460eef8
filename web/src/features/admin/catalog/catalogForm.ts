/** Catalog editor rules (spec sections 4 and 5). Pure. */
import { nameError } from '@shop/shared/src/bounds';
import type { Bilingual } from '@shop/shared/src/domain';

export const CATALOG_MESSAGES = {
  name: 'Поле Каталог должно быть заполнено на обоих языках',
  ownParent: 'Каталог не может быть родителем самого себя',
  parentHasProducts: 'В этом каталоге есть товары, выберите другой каталог',
} as const;

export interface CatalogLike {
  _id: string;
  name: Bilingual;
  tree?: { ru: string } | null;
  crumbs?: { _id: string }[];
  haveProducts?: boolean;
}

export interface CatalogDraft {
  _id?: string;
  name: Bilingual;
  parentId: string | null;
  image: { lg?: string; md?: string; sm?: string } | null;
}

export const emptyCatalog = (): CatalogDraft => ({ name: { ru: '', ua: '' }, parentId: null, image: null });

export const catalogError = (draft: CatalogDraft): string | null =>
  draft.name.ru.trim() && draft.name.ua.trim()
    ? nameError(draft.name.ru) || nameError(draft.name.ua)
    : CATALOG_MESSAGES.name;

/** Only catalogs without products can be a parent. */
export const parentChoices = <T extends CatalogLike>(catalogs: T[]): T[] => catalogs.filter((c) => !c.haveProducts);

/** Why a parent cannot be chosen for the catalog being edited (itself or one of its subcatalogs), or null. */
export function parentError(
  catalogs: CatalogLike[],
  selfId: string | undefined,
  parentId: string | null,
): string | null {
  if (!parentId) return null;
  const parent = catalogs.find((c) => c._id === parentId);
  if (selfId && (parentId === selfId || parent?.crumbs?.some((c) => c._id === selfId)))
    return CATALOG_MESSAGES.ownParent;
  if (parent?.haveProducts) return CATALOG_MESSAGES.parentHasProducts;
  return null;
}

/** The label of a catalog in pickers: its path from the root. */
export const catalogLabel = (c: CatalogLike) => c.tree?.ru || c.name.ru;
