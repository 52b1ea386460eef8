/** API shapes of spec sections 3 and 7 as the storefront reads them. */
import type { Bilingual, Currency, ImageSet, PriceTreeNode } from '@shop/shared/src/domain';

export type { ProductCard } from '@shop/shared/src/product-card';

export interface Crumb {
  _id: string;
  name: Bilingual;
  slug: Bilingual;
}

export interface Catalog {
  _id: string;
  name: Bilingual;
  slug: Bilingual;
  image?: ImageSet | null;
  parentId: string | null;
  parentName?: { ru: string } | null;
  tree?: { ru: string } | null;
  crumbs?: Crumb[];
  isLeaf?: boolean;
  haveProducts?: boolean;
  qnt?: number;
}

export interface Brand {
  _id: string;
  name: Bilingual;
  image?: { md: string; sm: string } | null;
  qnt?: number;
}

export interface OptionName {
  id: string;
  ru: string;
  ua: string;
}

export interface OptionValue extends OptionName {
  optId: string;
}

export interface Product {
  _id: string;
  slug: Bilingual;
  name: Bilingual;
  description: Bilingual;
  images: ImageSet[];
  brandId: { _id: string; name: Bilingual } | string | null;
  catalogId: { _id: string; name: Bilingual; slug: Bilingual; crumbs?: Crumb[] } | string | null;
  optionsId?: string | null;
  currencyValue: Currency;
  currencyRate?: number;
  selfOpt: OptionName[];
  selfOptValues: OptionValue[];
  optPrices: PriceTreeNode[];
  isShowcase?: boolean;
  price?: number;
  createdAt?: string;
}

export interface NewItemCard {
  _id?: string;
  image: { md: string; lg: string };
  description: Bilingual;
}

export interface GalleryCard extends NewItemCard {
  _id: string;
  order: number;
}

export type Information = {
  aboutUs: Bilingual;
  conditions: Bilingual;
  productReturn: Bilingual;
  delivery: Bilingual;
  address: Bilingual;
  workingHours: Bilingual;
  payment: Bilingual;
};
