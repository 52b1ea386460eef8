/** Admin calls: write with apiFetch, toast the server's message on failure, and refresh cached lists. */
import { mutate } from 'swr';
import type { ImageSet } from '@shop/shared/src/domain';
import { apiFetch, errorMessage, type ApiOptions } from '../../../shared/api/apiFetch';
import { toast } from '../../../shared/ui/toast';

/** Runs a write; on failure shows the server's message as an error toast and returns undefined. */
export async function adminWrite<T = unknown>(path: string, options: ApiOptions): Promise<T | undefined> {
  try {
    return await apiFetch<T>(path, options);
  } catch (err) {
    toast.error(errorMessage(err));
    return undefined;
  }
}

const ONE_ITEM = /^\/api\/(catalogs\/catalog|products\/product)\//;

/** Keys of cached lists under the prefixes; single-item keys are left alone (a deleted one would answer 404). */
const listKeys = (prefixes: string[]) => (key: unknown) => {
  const path = Array.isArray(key) ? key[0] : key;
  return typeof path === 'string' && !ONE_ITEM.test(path) && prefixes.some((p) => path.startsWith(p));
};

/** Re-fetches every cached catalog list (the sidebar/navbar included). */
export const refreshCatalogs = () => mutate(listKeys(['/api/catalogs']));
/** Re-fetches product, catalog and brand lists (counts change with products). */
export const refreshProducts = () => mutate(listKeys(['/api/products', '/api/catalogs', '/api/brands']));
export const refreshKey = (key: string) => mutate(listKeys([key]));
/** Re-fetches one catalog or product after it was saved. */
export const refreshItem = (key: string) => mutate(key);

/** POST /api/image?ratio=...: multipart field `image`. */
export async function uploadImage(file: File, ratio?: string): Promise<ImageSet> {
  const form = new FormData();
  form.append('image', file);
  const query = ratio ? `?ratio=${encodeURIComponent(ratio)}` : '';
  return apiFetch<ImageSet>(`/api/image${query}`, { method: 'POST', body: form });
}

/** POST /api/translate {ru} -> {ua}. */
export async function translateRu(ru: string): Promise<string> {
  const { ua } = await apiFetch<{ ua: string }>('/api/translate', { method: 'POST', body: { ru } });
  return ua;
}

/** A fresh id for options and values made in the browser. */
export const newId = () =>
  crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
