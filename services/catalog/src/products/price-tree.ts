import type { PriceTreeNode } from '@shop/shared';

interface Chosen {
  selfOpt: { id: string }[];
  selfOptValues: { id: string; optId: string }[];
}

/**
 * True when the tree has one level per chosen option (a single 'base' leaf without options), each level
 * lists only chosen values of its option, and every leaf has a price.
 */
export function isValidPriceTree(tree: PriceTreeNode[], chosen: Chosen): boolean {
  if (!chosen.selfOpt.length) return tree.length === 1 && tree[0].id === 'base' && isLeaf(tree[0]);
  return levelOk(tree, chosen, 0);
}

const isLeaf = (node: PriceTreeNode) => !node.add?.length && typeof node.price === 'number';

function levelOk(level: PriceTreeNode[], chosen: Chosen, depth: number): boolean {
  const optId = chosen.selfOpt[depth].id;
  const allowed = new Set(chosen.selfOptValues.filter((v) => v.optId === optId).map((v) => v.id));
  if (!level.length || new Set(level.map((n) => n.id)).size !== level.length) return false;
  const last = depth === chosen.selfOpt.length - 1;
  return level.every(
    (node) => allowed.has(node.id) && (last ? isLeaf(node) : levelOk(node.add ?? [], chosen, depth + 1)),
  );
}

/** The tree as stored: without the storefront's per-leaf quantities. */
export function stripQuantities(tree: PriceTreeNode[]): PriceTreeNode[] {
  return tree.map(({ qnt: _qnt, add, ...node }) => (add ? { ...node, add: stripQuantities(add) } : node));
}
