/** The product card: a product as the storefront's lists show it. Browser-safe (the web app imports it). */
import { z } from 'zod';
import { bilingualSchema, currencySchema, imageSetSchema } from './domain';

/** What prices need of a price tree node (PriceTreeNode has it). */
export interface PricedNode {
  price?: number;
  add?: PricedNode[];
}

/** The priced leaves of a price tree; a price of 0 is a leaf not priced yet, not a free one. */
export function leafPrices(tree: PricedNode[]): number[] {
  return tree.flatMap((node) =>
    node.add?.length ? leafPrices(node.add) : typeof node.price === 'number' && node.price > 0 ? [node.price] : [],
  );
}

export const priceRangeSchema = z.object({ min: z.number(), max: z.number() });
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** Lowest and highest leaf price, or null when no leaf is priced. */
export function priceRange(tree: PricedNode[]): PriceRange | null {
  const prices = leafPrices(tree);
  return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
}

/**
 * What the showcase, a catalog's products and search answer for each product: everything those lists show
 * (image, name, description, price) with the price tree reduced to its range. The whole product, with its
 * option values and per-combination prices, is the product page's (GET /api/products/product/:id); a catalog
 * of 34 products is then 35 KB instead of 154 KB.
 */
export const productCardSchema = z.object({
  _id: z.string(),
  name: bilingualSchema,
  slug: bilingualSchema,
  description: bilingualSchema,
  /** An image may lack a size when it was saved by hand, not through the image upload. */
  images: z.array(imageSetSchema.partial()),
  brandId: z.string(),
  catalogId: z.string(),
  currencyValue: currencySchema,
  priceRange: priceRangeSchema.nullable(),
  isShowcase: z.boolean(),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;
