import type { ProductCard } from '@shop/shared';
import type { ProductRow } from './repo';

type CardField = 'id' | 'name' | 'slug' | 'description' | 'images' | 'brand_id' | 'catalog_id' | 'currency_value';
type ListedRow = Pick<ProductRow, CardField | 'is_showcase' | 'created_at'>;
export type CardRow = ListedRow & {
  /** The tree's lowest and highest leaf price (migration 009), null when none is priced. */
  price_min: number | null;
  price_max: number | null;
};

/** The columns a product card is made of (the lists: showcase, a catalog's products, search). */
export const CARD_COLUMNS = `p.id, p.name, p.slug, p.description, p.images, p.brand_id, p.catalog_id, p.currency_value,
  p.price_min, p.price_max, p.is_showcase, p.created_at`;

/** What a card and a whole product both show of a product row. */
export const listedFields = (r: ListedRow) => ({
  _id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  images: r.images,
  brandId: r.brand_id,
  catalogId: r.catalog_id,
  currencyValue: r.currency_value,
  isShowcase: r.is_showcase,
  createdAt: r.created_at.toISOString(),
});

export const toProductCard = (r: CardRow): ProductCard => ({
  ...listedFields(r),
  priceRange: r.price_min === null || r.price_max === null ? null : { min: r.price_min, max: r.price_max },
});
