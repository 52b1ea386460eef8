import type { PriceTreeNode } from './domain';
import { leafPrices, priceRange } from './prices';

const leaf = (id: string, price?: number): PriceTreeNode => ({ id, ru: id, ua: id, price });
const tree: PriceTreeNode[] = [
  { id: 's', ru: 'S', ua: 'S', add: [leaf('black', 2.5), leaf('white', 0)] },
  { id: 'm', ru: 'M', ua: 'M', add: [leaf('black', 3.75), leaf('white')] },
];

describe('prices of a price tree', () => {
  it('takes the priced leaves of every level, leaving out unpriced and zero-priced ones', () => {
    expect(leafPrices(tree)).toEqual([2.5, 3.75]);
  });

  it('reduces a tree to its lowest and highest leaf price', () => {
    expect(priceRange(tree)).toEqual({ min: 2.5, max: 3.75 });
    expect(priceRange([leaf('base', 100)])).toEqual({ min: 100, max: 100 });
  });

  it('has no range when nothing is priced', () => {
    expect(priceRange([])).toBeNull();
    expect(priceRange([leaf('base', 0)])).toBeNull();
  });
});
