/** Lists the admin screens read (SWR, shared cache with the storefront). */
import useSWR from 'swr';
import type { Brand, Catalog, GalleryCard, Information } from '../../../shared/api/types';
import type { OptionSetDraft } from '../options/optionSet';

export interface OptionSet extends OptionSetDraft {
  _id: string;
}

export const useBrands = () => useSWR<Brand[]>('/api/brands');
export const useCatalogs = () => useSWR<Catalog[]>('/api/catalogs');
export const useOptionSets = () => useSWR<OptionSet[]>('/api/options');
export const useGallery = () => useSWR<GalleryCard[]>('/api/gallery');
/** A shop without an information page yet answers 404: the editor then starts empty instead of the error page. */
export const useInformation = () =>
  useSWR<Information>('/api/information', { onError: () => undefined, shouldRetryOnError: false });
