/** The product card: a product as the storefront's lists show it (the web app imports only its type). */
import { z } from 'zod';
import { bilingualSchema, currencySchema, imageSetSchema } from './domain';

const priceRangeSchema = z.object({ min: z.number(), max: z.number() });

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
