/** Catalog service data for the storefront (spec section 7). */
import useSWR from 'swr';
import { apiFetch } from '../../shared/api/apiFetch';
import type { Brand, Catalog, Product } from '../../shared/api/types';
import { useShop } from '../../app/shop/ShopContext';

const post = <T>([url, body]: [string, unknown]) => apiFetch<T>(url, { body });

/** Catalogs for the sidebar under the brand filter. */
export function useNavbarCatalogs() {
  const { brandIds } = useShop();
  return useSWR<Catalog[]>(['/api/catalogs/navbar', { brandIds }], post, { keepPreviousData: true });
}

export function useBrands(catalogId: string | null) {
  const url = catalogId ? `/api/brands?catalogId=${encodeURIComponent(catalogId)}` : '/api/brands';
  return useSWR<Brand[]>(url, { keepPreviousData: true });
}

export function useCatalog(id: string | undefined) {
  return useSWR<{ catalog: Catalog }>(id ? `/api/catalogs/catalog/${encodeURIComponent(id)}` : null);
}

export function useCatalogProducts(catalogId: string | undefined) {
  const { brandIds } = useShop();
  return useSWR<Product[]>(catalogId ? ['/api/products/catalog', { brandIds, catalogId }] : null, post, {
    keepPreviousData: true,
  });
}
