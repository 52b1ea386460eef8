/** Which catalog the sidebar panel shows for a page: catalogs list their subcatalogs, leaves and products their siblings. */
import { catalogKey, productKey, type ApiKey } from '../../shared/api/keys';
import type { Catalog, Product } from '../../shared/api/types';

export const panelOfCatalog = (catalog: Catalog): string | null => (catalog.isLeaf ? catalog.parentId : catalog._id);

export const crumbsOf = (product: Product) =>
  (typeof product.catalogId === 'object' && product.catalogId?.crumbs) || [];

export function panelOfProduct(product: Product): string | null {
  const crumbs = crumbsOf(product);
  return crumbs.length > 1 ? crumbs[crumbs.length - 2]._id : null;
}

/**
 * The panel a page starts with, from the answers it was first drawn with (the server's): the sidebar is right
 * from the first paint instead of moving once the page has loaded. Null (the roots) for other pages.
 */
export function firstPanel(id: string | undefined, answer: (key: ApiKey) => unknown): string | null {
  if (!id) return null;
  const catalog = (answer(catalogKey(id)) as { catalog?: Catalog } | undefined)?.catalog;
  if (catalog) return panelOfCatalog(catalog);
  const product = (answer(productKey(id)) as { product?: Product } | undefined)?.product;
  return product ? panelOfProduct(product) : null;
}
