/** Product editor state and rules (spec sections 3, 4 and 5). Pure: no DOM, no Vite. */
import { BOUND_MESSAGES, isPrice, nameError } from '@shop/shared/src/bounds';
import {
  PRODUCT_MESSAGES,
  type Bilingual,
  type Currency,
  type ImageSet,
  type PriceTreeNode,
} from '@shop/shared/src/domain';
import { leavesOf, rebuildPriceTree, unpricedLeaves, type ChosenOption, type ChosenValue } from './priceTree';

export const BARCODE_MAX = 13;

export interface OptionSetLike {
  _id: string;
  name: string;
  opt: ChosenOption[];
  optValues: ChosenValue[];
}

export interface ProductDraft {
  _id?: string;
  name: Bilingual;
  description: Bilingual;
  brandId: string;
  catalogId: string;
  optionsId: string | null;
  currencyValue: Currency;
  selfOpt: ChosenOption[];
  selfOptValues: ChosenValue[];
  optPrices: PriceTreeNode[];
  isShowcase: boolean;
  images: ImageSet[];
}

export const emptyProduct = (): ProductDraft => ({
  name: { ru: '', ua: '' },
  description: { ru: '', ua: '' },
  brandId: '',
  catalogId: '',
  optionsId: null,
  currencyValue: 'UAH',
  selfOpt: [],
  selfOptValues: [],
  optPrices: rebuildPriceTree([], [], []),
  isShowcase: false,
  images: [],
});

const idOf = (ref: unknown): string => (typeof ref === 'string' ? ref : ((ref as { _id?: string } | null)?._id ?? ''));

/** The editor state of a product as GET /api/products/product/{id} returns it (brand and catalog populated). */
export function fromProduct(
  p: Omit<ProductDraft, 'brandId' | 'catalogId'> & { _id: string; brandId: unknown; catalogId: unknown },
): ProductDraft {
  const selfOpt = (p.selfOpt ?? []).map(({ id, ru, ua }) => ({ id, ru, ua }));
  const selfOptValues = (p.selfOptValues ?? []).map(({ id, optId, ru, ua }) => ({ id, optId, ru, ua }));
  return {
    _id: p._id,
    name: { ...p.name },
    description: { ru: p.description?.ru ?? '', ua: p.description?.ua ?? '' },
    brandId: idOf(p.brandId),
    catalogId: idOf(p.catalogId),
    optionsId: p.optionsId ?? null,
    currencyValue: p.currencyValue ?? 'UAH',
    selfOpt,
    selfOptValues,
    optPrices: rebuildPriceTree(selfOpt, selfOptValues, p.optPrices ?? []),
    isShowcase: !!p.isShowcase,
    images: p.images ?? [],
  };
}

const withChoice = (draft: ProductDraft, selfOpt: ChosenOption[], selfOptValues: ChosenValue[]): ProductDraft => ({
  ...draft,
  selfOpt,
  selfOptValues,
  optPrices: rebuildPriceTree(selfOpt, selfOptValues, draft.optPrices),
});

/** Picking an option set resets the chosen options and values. */
export const chooseOptionSet = (draft: ProductDraft, optionsId: string | null): ProductDraft => ({
  ...withChoice(draft, [], []),
  optionsId,
});

/** Clearing options empties the chosen options and values. */
export const clearOptions = (draft: ProductDraft): ProductDraft => withChoice(draft, [], []);

/** Turns an option of the set on or off (off drops its values); chosen options keep the set's order. */
export function toggleOption(draft: ProductDraft, set: OptionSetLike, optId: string): ProductDraft {
  const on = draft.selfOpt.some((o) => o.id === optId);
  const ids = on
    ? draft.selfOpt.filter((o) => o.id !== optId).map((o) => o.id)
    : [...draft.selfOpt.map((o) => o.id), optId];
  const selfOpt = set.opt.filter((o) => ids.includes(o.id)).map(({ id, ru, ua }) => ({ id, ru, ua }));
  return withChoice(draft, selfOpt, on ? draft.selfOptValues.filter((v) => v.optId !== optId) : draft.selfOptValues);
}

/** Turns a value on or off; chosen values keep the set's order. */
export function toggleValue(draft: ProductDraft, set: OptionSetLike, valueId: string): ProductDraft {
  const on = draft.selfOptValues.some((v) => v.id === valueId);
  const ids = on
    ? draft.selfOptValues.filter((v) => v.id !== valueId).map((v) => v.id)
    : [...draft.selfOptValues.map((v) => v.id), valueId];
  const values = set.optValues.filter((v) => ids.includes(v.id) && draft.selfOpt.some((o) => o.id === v.optId));
  return withChoice(
    draft,
    draft.selfOpt,
    values.map(({ id, optId, ru, ua }) => ({ id, optId, ru, ua })),
  );
}

/** Whether a catalog may hold products: a leaf. Returns the message when it may not. */
export const catalogChoiceError = (catalog: { isLeaf?: boolean } | undefined): string | null =>
  catalog && catalog.isLeaf === false ? PRODUCT_MESSAGES.leaf : null;

/** The first rule the draft breaks before saving, or null. */
export function productError(draft: ProductDraft, catalogs: { _id: string; isLeaf?: boolean }[]): string | null {
  const named = draft.name.ru.trim() && draft.name.ua.trim();
  if (!named) return draft._id ? PRODUCT_MESSAGES.nameEdit : PRODUCT_MESSAGES.nameAdd;
  const badName = nameError(draft.name.ru) || nameError(draft.name.ua);
  if (badName) return badName;
  if (!draft.brandId) return PRODUCT_MESSAGES.brand;
  if (!draft.catalogId) return PRODUCT_MESSAGES.catalog;
  const leafError = catalogChoiceError(catalogs.find((c) => c._id === draft.catalogId));
  if (leafError) return leafError;
  // 0 or nothing is a leaf not priced yet (the next message); any other typed price must be within bounds.
  const typed = leavesOf(draft.optPrices).filter(({ node }) => node.price !== undefined && node.price !== 0);
  if (typed.some(({ node }) => !isPrice(node.price))) return BOUND_MESSAGES.price;
  if (unpricedLeaves(draft.optPrices).length) return PRODUCT_MESSAGES.prices;
  return null;
}

/** The body of POST/PUT /api/products: only options that have chosen values (one tree level each). */
export function toBody(draft: ProductDraft) {
  const selfOpt = draft.selfOpt.filter((o) => draft.selfOptValues.some((v) => v.optId === o.id));
  return { ...draft, selfOpt, optPrices: rebuildPriceTree(selfOpt, draft.selfOptValues, draft.optPrices) };
}

/** Moves an image one place left (-1) or right (+1). */
export function moveImage<T>(images: T[], index: number, direction: -1 | 1): T[] {
  const j = index + direction;
  if (j < 0 || j >= images.length) return images;
  const next = [...images];
  [next[index], next[j]] = [next[j], next[index]];
  return next;
}
