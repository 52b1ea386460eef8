/** The option price tree in the storefront: quantities on leaves, chosen count and sum, cart lines. Pure. */
import type { CartLine, PriceTreeNode } from '@shop/shared/src/domain';
import type { OptionName, Product } from '../../shared/api/types';
import { qntValue } from '../../shared/format/quantity';

export interface LeafEntry {
  /** The nodes from the root to the leaf. */
  path: PriceTreeNode[];
  leaf: PriceTreeNode;
}

const isLeaf = (n: PriceTreeNode) => !n.add?.length;

export function leaves(tree: PriceTreeNode[], path: PriceTreeNode[] = []): LeafEntry[] {
  return tree.flatMap((node) =>
    isLeaf(node) ? [{ path: [...path, node], leaf: node }] : leaves(node.add ?? [], [...path, node]),
  );
}

/** Value ids of a leaf's path as the cart and the server know them ('base' stands for no options). */
export const valueIdsOf = (path: PriceTreeNode[]) => path.map((n) => n.id).filter((id) => id !== 'base');

/** A copy of the tree with the quantity of the leaf at `ids` (node ids from the root) set. */
export function setLeafQnt(tree: PriceTreeNode[], ids: string[], qnt: string): PriceTreeNode[] {
  const [head, ...rest] = ids;
  return tree.map((node) => {
    if (node.id !== head) return node;
    if (!rest.length) return { ...node, qnt };
    return { ...node, add: setLeafQnt(node.add ?? [], rest, qnt) };
  });
}

export function resetQnts(tree: PriceTreeNode[]): PriceTreeNode[] {
  return tree.map(({ qnt: _drop, ...node }) => (node.add ? { ...node, add: resetQnts(node.add) } : node));
}

/** Chosen pieces and their sum in the product's currency. */
export function chosenTotals(tree: PriceTreeNode[]): { count: number; sum: number } {
  return leaves(tree).reduce(
    (acc, { leaf }) => {
      const q = qntValue(leaf.qnt);
      return { count: acc.count + q, sum: acc.sum + q * (leaf.price ?? 0) };
    },
    { count: 0, sum: 0 },
  );
}

function optionFor(node: PriceTreeNode, level: number, selfOpt: OptionName[]): OptionName {
  return selfOpt.find((o) => o.id === node.optId) ?? selfOpt[level] ?? { id: '', ru: '', ua: '' };
}

/** Each leaf with a quantity becomes a cart line. */
export function cartLinesFrom(
  product: Pick<Product, '_id' | 'name' | 'selfOpt' | 'currencyValue'>,
  tree: PriceTreeNode[],
): CartLine[] {
  return leaves(tree)
    .filter(({ leaf }) => qntValue(leaf.qnt) > 0 && typeof leaf.price === 'number')
    .map(({ path, leaf }) => {
      const valued = path.filter((n) => n.id !== 'base');
      return {
        productId: product._id,
        optionValueIds: valueIdsOf(path),
        name: product.name,
        options: valued.map((n, i) => {
          const opt = optionFor(n, i, product.selfOpt ?? []);
          return { ru: opt.ru, ua: opt.ua, value: { ru: n.ru, ua: n.ua } };
        }),
        qnt: qntValue(leaf.qnt),
        price: leaf.price ?? 0,
        currencyValue: product.currencyValue,
      };
    });
}
