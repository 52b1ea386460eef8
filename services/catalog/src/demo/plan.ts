import type { Brand } from '../brands/repo';
import type { OptionSet } from '../options/repo';
import type { Product } from '../products/repo';
import { brandName } from './brand-data';
import { makeOptionSet, OPTION_SETS } from './option-data';
import { planCatalogs, slugMaker, type PlannedCatalogs } from './plan-catalogs';
import { planProduct } from './plan-products';
import { seededRandom } from './random';

export interface DemoSize {
  products: number;
  catalogs: number;
  brands: number;
}

export interface DemoPlan {
  brands: Brand[];
  catalogs: PlannedCatalogs;
  optionSets: OptionSet[];
  products: Product[];
}

/** The whole demo shop in memory, the same for the same size and seed (ids aside). */
export function planDemo(size: DemoSize, newId: () => string, seed = 2021, now = Date.now()): DemoPlan {
  const rnd = seededRandom(seed);
  const brands: Brand[] = Array.from({ length: size.brands }, (_, i) => ({
    _id: newId(),
    name: brandName(i),
    image: {},
  }));
  const catalogs = planCatalogs(size.catalogs, newId);
  const optionSets = new Map(
    Object.keys(OPTION_SETS).map((key) => [key, makeOptionSet(key as keyof typeof OPTION_SETS, newId)]),
  );
  const ctx = { rnd, newId, slug: slugMaker(), optionSets, now };
  const products = Array.from({ length: size.products }, (_, i) => {
    const leaf = catalogs.leaves[i % catalogs.leaves.length];
    return planProduct(ctx, leaf, brands[rnd.int(0, brands.length - 1)], i);
  });
  return { brands, catalogs, optionSets: [...optionSets.values()], products };
}
