/** Catalog service data for the storefront (spec section 7). */
import useSWR from 'swr';
import { apiFetch } from '../../shared/api/apiFetch';
import { useMissingIsNotFound } from '../../shared/api/swr';
import { brandsKey, catalogKey, catalogProductsKey, navbarKey } from '../../shared/api/keys';
import type { Brand, Catalog, ProductCard } from '../../shared/api/types';
import { useShop } from '../../app/shop/ShopContext';

const post = <T>([url, body]: [string, unknown]) => apiFetch<T>(url, { body });

/** Catalogs for the sidebar under the brand filter. */
export function useNavbarCatalogs() {
  const { brandIds } = useShop();
  return useSWR<Catalog[]>(navbarKey(brandIds), post, { keepPreviousData: true });
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
