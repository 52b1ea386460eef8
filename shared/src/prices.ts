/**
 * Prices of a price tree, for the storefront's lists and pages. No zod here: the web app's first page loads
 * this, and zod would add 24 KB and an eval test that the page's CSP refuses.
 */

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

export interface PriceRange {
  min: number;
  max: number;
}

/** Lowest and highest leaf price, or null when no leaf is priced. */
export function priceRange(tree: PricedNode[]): PriceRange | null {
  const prices = leafPrices(tree);
  return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
}
