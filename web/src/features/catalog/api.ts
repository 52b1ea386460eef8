/** Catalog service data for the storefront (spec section 7). */
import useSWR from 'swr';
import { apiFetch } from '../../shared/api/apiFetch';
import { useMissingIsNotFound } from '../../shared/api/swr';
import { brandsKey, catalogKey, catalogProductsKey, sidebarKey } from '../../shared/api/keys';
import type { Brand, Catalog, ProductCard } from '../../shared/api/types';
import { useShop } from '../../app/shop/ShopContext';

const post = <T>([url, body]: [string, unknown]) => apiFetch<T>(url, { body });

/** One panel of the sidebar under the brand filter: the catalog it is open at (null: the roots) and its subcatalogs. */
export function useSidebarPanel(parentId: string | null) {
  const { brandIds } = useShop();
  return useSWR<{ current: Catalog | null; catalogs: Catalog[] }>(sidebarKey(brandIds, parentId), post, {
    keepPreviousData: true,
  });
}

export function useBrands(catalogId: string | null) {
  return useSWR<Brand[]>(brandsKey(catalogId), { keepPreviousData: true });
}

export function useCatalog(id: string | undefined) {
  return useSWR<{ catalog: Catalog }>(id ? catalogKey(id) : null, useMissingIsNotFound());
}

export function useCatalogProducts(catalogId: string | undefined) {
  const { brandIds } = useShop();
  const missing = useMissingIsNotFound();
  return useSWR<ProductCard[]>(catalogId ? catalogProductsKey(catalogId, brandIds) : null, post, {
    keepPreviousData: true,
    ...missing,
  });
}
