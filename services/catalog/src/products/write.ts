import { badRequest, type Queryable } from '@shop/shared';
import { brandSearchKey } from '../brands/repo';
import { childCount, findCatalogRow } from '../catalogs/repo';
import { findOptionSet } from '../options/repo';
import { searchKey } from '../search/keys';
import { isValidPriceTree, stripQuantities } from './price-tree';
import type { Product, ProductKeys } from './repo';
import { PRODUCT_MESSAGES as M } from '@shop/shared';
import type { ProductInput } from './schema';

/** Checks the references of a product write and returns its search keys. */
export async function checkProduct(db: Queryable, input: ProductInput): Promise<ProductKeys> {
  const brandKey = await brandSearchKey(db, input.brandId);
  if (brandKey === undefined) throw badRequest(M.brand);
  if (!(await findCatalogRow(db, input.catalogId))) throw badRequest(M.catalog);
  if (await childCount(db, input.catalogId)) throw badRequest(M.leaf);
  if (input.optionsId && !(await findOptionSet(db, input.optionsId))) throw badRequest(M.options);
  if (!isValidPriceTree(input.optPrices, input)) throw badRequest(M.prices);
  return productKeys(input, brandKey);
}

export function productKeys(product: Pick<ProductInput, 'name'>, brandKey: string): ProductKeys {
  const nameKey = searchKey(`${product.name.ru} ${product.name.ua}`);
  const key = `${nameKey} ${brandKey}`.trim();
  return { nameKey, searchKey: key, words: [...new Set(key.split(' ').filter(Boolean))] };
}

/** The stored product made of a validated input. */
export function productOf(input: ProductInput, id: string, slug: Product['slug'], createdAt: string): Product {
  return {
    _id: id,
    name: input.name,
    slug,
    description: input.description,
    images: input.images,
    brandId: input.brandId,
    catalogId: input.catalogId,
    optionsId: input.optionsId,
    currencyValue: input.currencyValue,
    currencyRate: input.currencyRate,
    selfOpt: input.selfOpt,
    selfOptValues: input.selfOptValues,
    optPrices: stripQuantities(input.optPrices),
    isShowcase: input.isShowcase,
    createdAt,
  };
}
