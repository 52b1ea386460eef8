import type { PriceTreeNode } from '@shop/shared';

export interface SheetProduct {
  id: string;
  name: string;
  currency: string;
  optionNames: string[];
  optPrices: PriceTreeNode[];
}

export interface Leaf {
  valueIds: string[];
  options: string;
  node: PriceTreeNode;
}

/** Every priced or pricable leaf of a product's tree with its value ids and "Размер: S; Цвет: Чёрный". */
export function leavesOf(product: SheetProduct): Leaf[] {
  const out: Leaf[] = [];
  const walk = (level: PriceTreeNode[], ids: string[], labels: string[]) => {
    for (const node of level) {
      if (node.add?.length) {
        walk(node.add, [...ids, node.id], [...labels, label(product, ids.length, node)]);
      } else if (node.id === 'base' && !ids.length) {
        out.push({ valueIds: [], options: '', node });
      } else {
        out.push({
          valueIds: [...ids, node.id],
          options: [...labels, label(product, ids.length, node)].join('; '),
          node,
        });
      }
    }
  };
  walk(product.optPrices, [], []);
  return out;
}

const label = (product: SheetProduct, depth: number, node: PriceTreeNode) =>
  product.optionNames[depth] ? `${product.optionNames[depth]}: ${node.ru}` : node.ru;

/** The key of a leaf inside one product (the value ids a re-import names it by). */
export const leafKey = (productId: string, valueIds: string[]) => `${productId} ${valueIds.join(' ')}`;
