import { callPlans, ROTATED_PRODUCTS } from './calls';
import { spread, type Fixtures } from './fixtures';

const fixtures = (products: number): Fixtures => ({
  productIds: Array.from({ length: products }, (_, i) => `p${i}`),
  leafCatalogIds: ['c1'],
  searches: [{ string: 'носки', langKey: 'ru' }],
  orders: ['{}'],
  emptySearches: [],
  vocabulary: [],
  catalogBrands: [],
  catalogIds: ['c1'],
  parentCatalogIds: [],
  brandIds: [],
});

const productPaths = (products: number) =>
  callPlans(fixtures(products))
    .find((plan) => plan.call === 'product')!
    .variants.map((v) => v.path);

describe('the product call of the bench', () => {
  it('rotates every product of a catalog up to ROTATED_PRODUCTS', () => {
    expect(productPaths(ROTATED_PRODUCTS)).toHaveLength(ROTATED_PRODUCTS);
  });

  it('rotates ROTATED_PRODUCTS of a larger catalog, spread from the newest to the oldest, none twice', () => {
    const paths = productPaths(100_000);
    expect(paths).toHaveLength(ROTATED_PRODUCTS);
    expect(new Set(paths).size).toBe(ROTATED_PRODUCTS);
    expect(paths[0]).toBe('/api/products/product/p0');
    expect(paths[1]).toBe('/api/products/product/p10');
    expect(paths.at(-1)).toBe('/api/products/product/p99990');
  });

  it('samples evenly', () => {
    expect(spread([1, 2, 3, 4, 5, 6], 3)).toEqual([1, 3, 5]);
    expect(spread([1, 2], 3)).toEqual([1, 2]);
  });
});
