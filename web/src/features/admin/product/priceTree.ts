/**
 * The option price tree (optPrices) of the product editor. Pure: no DOM, no Vite.
 * Levels follow the chosen options in order; each level lists that option's chosen values; leaves hold
 * price and barcode. Without options the tree is a single leaf with id 'base'.
 */
import type { PriceTreeNode } from '@shop/shared/src/domain';

export interface ChosenOption {
  id: string;
  ru: string;
  ua: string;
}

export interface ChosenValue extends ChosenOption {
  optId: string;
}

export interface PriceLeaf {
  /** value ids from the root to the leaf; ['base'] for a product without options */
  path: string[];
  node: PriceTreeNode;
}

export const BASE_ID = 'base';

/** Every leaf of a tree with its path of value ids. */
export function leavesOf(tree: PriceTreeNode[], prefix: string[] = []): PriceLeaf[] {
  return tree.flatMap((node) => {
    const path = [...prefix, node.id];
    return node.add?.length ? leavesOf(node.add, path) : [{ path, node }];
  });
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));
const within = (inner: string[], outer: string[]) => inner.every((id) => outer.includes(id));

/** The old leaf whose price a new leaf keeps: the same values, else the values it extends (an option was added). */
function keptLeaf(old: PriceLeaf[], path: string[]): PriceTreeNode | undefined {
  const ids = path.filter((id) => id !== BASE_ID);
  const exact = old.find((l) =>
    sameSet(
      l.path.filter((id) => id !== BASE_ID),
      ids,
    ),
  );
  if (exact) return exact.node;
  return old.find((l) => l.path[0] !== BASE_ID && within(l.path, ids))?.node;
}

function leaf(base: Omit<PriceTreeNode, 'price' | 'barcode'>, kept: PriceTreeNode | undefined): PriceTreeNode {
  const node: PriceTreeNode = { ...base };
  if (kept?.price !== undefined) node.price = kept.price;
  if (kept?.barcode) node.barcode = kept.barcode;
  return node;
}

function level(options: ChosenOption[], values: ChosenValue[], old: PriceLeaf[], prefix: string[]): PriceTreeNode[] {
  const [option, ...rest] = options;
  return values
    .filter((v) => v.optId === option.id)
    .map((v) => {
      const base = { id: v.id, optId: v.optId, ru: v.ru, ua: v.ua };
      const path = [...prefix, v.id];
      return rest.length ? { ...base, add: level(rest, values, old, path) } : leaf(base, keptLeaf(old, path));
    });
}

/**
 * Builds the tree for the chosen options and values, keeping the prices and barcodes already entered.
 * Options without any chosen value are skipped (they would leave no leaf at all).
 */
export function rebuildPriceTree(
  options: ChosenOption[],
  values: ChosenValue[],
  old: PriceTreeNode[],
): PriceTreeNode[] {
  const oldLeaves = leavesOf(old);
  const used = options.filter((o) => values.some((v) => v.optId === o.id));
  if (!used.length) return [leaf({ id: BASE_ID, ru: '', ua: '' }, keptLeaf(oldLeaves, [BASE_ID]))];
  return level(used, values, oldLeaves, []);
}

/** A copy of the tree with one leaf (found by path) changed. */
export function updateLeaf(
  tree: PriceTreeNode[],
  path: string[],
  change: Partial<Pick<PriceTreeNode, 'price' | 'barcode'>>,
): PriceTreeNode[] {
  const [id, ...rest] = path;
  return tree.map((node) => {
    if (node.id !== id) return node;
    if (rest.length) return { ...node, add: updateLeaf(node.add ?? [], rest, change) };
    const next: PriceTreeNode = { ...node, ...change };
    if (next.price === undefined) delete next.price;
    if (!next.barcode) delete next.barcode;
    return next;
  });
}

/** Leaves still without a price (the server refuses a product that cannot be bought in some combination). */
export const unpricedLeaves = (tree: PriceTreeNode[]) => leavesOf(tree).filter((l) => !(l.node.price! > 0));
