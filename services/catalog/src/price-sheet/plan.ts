import { BOUND_MESSAGES, isPrice, type PriceTreeNode } from '@shop/shared';
import { leafKey, leavesOf, type Leaf, type SheetProduct } from './leaves';
import { SHEET_MESSAGES as M, type SheetLine, type SheetReport } from './schema';

export interface Plan {
  report: SheetReport;
  /** The new price tree of each product with a changed price. */
  trees: Map<string, PriceTreeNode[]>;
}

interface Target {
  product: SheetProduct;
  leaf: Leaf;
}

/** Compares the sheet's lines with the products as stored: what changes, what is unknown, what is wrong. */
export function planChanges(lines: SheetLine[], products: SheetProduct[]): Plan {
  const index = indexLeaves(products);
  const report: SheetReport = { changed: [], unchanged: 0, unknown: [], invalid: [] };
  const trees = new Map<string, PriceTreeNode[]>();
  const seen = new Map<string, number>();
  for (const line of lines) {
    const target = findTarget(line, index);
    if (typeof target === 'string') {
      report.unknown.push({ row: line.row, message: target });
      continue;
    }
    const key = leafKey(target.product.id, target.leaf.valueIds);
    const problem = lineProblem(line, target, seen.get(key));
    if (problem) {
      report.invalid.push({ row: line.row, message: problem });
      continue;
    }
    seen.set(key, line.row);
    // Stored in whole cents: a spreadsheet's binary float (4.1000000000000005) never reaches the price tree.
    const newPrice = cents(asNumber(line.price)!) / 100;
    const oldPrice = target.leaf.node.price || null;
    if (oldPrice !== null && cents(oldPrice) === cents(newPrice)) {
      report.unchanged++;
      continue;
    }
    const { product, leaf } = target;
    report.changed.push({
      row: line.row,
      productId: product.id,
      name: product.name,
      options: leaf.options,
      valueIds: leaf.valueIds,
      oldPrice,
      newPrice,
      currency: product.currency,
    });
    setPrice(treeOf(trees, product), leaf.valueIds, newPrice);
  }
  return { report, trees };
}

interface LeafIndex {
  byKey: Map<string, Target>;
  byBarcode: Map<string, Target>;
  productIds: Set<string>;
}

function indexLeaves(products: SheetProduct[]): LeafIndex {
  const index: LeafIndex = { byKey: new Map(), byBarcode: new Map(), productIds: new Set() };
  for (const product of products) {
    index.productIds.add(product.id);
    for (const leaf of leavesOf(product)) {
      index.byKey.set(leafKey(product.id, leaf.valueIds), { product, leaf });
      if (leaf.node.barcode) index.byBarcode.set(leaf.node.barcode, { product, leaf });
    }
  }
  return index;
}

/** The leaf a line names: by the hidden ids, else (a row typed by hand) by its barcode; or why none. */
function findTarget(line: SheetLine, index: LeafIndex): Target | string {
  if (line.productId) {
    if (!index.productIds.has(line.productId)) return M.noProduct;
    return index.byKey.get(leafKey(line.productId, line.valueIds)) ?? M.noLeaf;
  }
  if (line.barcode) return index.byBarcode.get(line.barcode) ?? M.noBarcode;
  return M.noIds;
}

function lineProblem(line: SheetLine, target: Target, earlierRow: number | undefined): string | undefined {
  if (earlierRow !== undefined) return M.duplicate(earlierRow);
  if (line.currency !== target.product.currency) return M.currency(target.product.currency, line.currency);
  const price = asNumber(line.price);
  if (price === undefined) return M.notNumber;
  if (price < 0) return BOUND_MESSAGES.negativePrice;
  const oldPrice = target.leaf.node.price;
  if (oldPrice && cents(oldPrice) === cents(price)) return undefined;
  return isPrice(price) ? undefined : BOUND_MESSAGES.price;
}

/** A typed price: a number, or text like "12,50" or "1 250.00"; undefined when it is not one. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const typed = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(typed)) return undefined;
  return Number(typed);
}

const cents = (price: number) => Math.round(price * 100);

function treeOf(trees: Map<string, PriceTreeNode[]>, product: SheetProduct): PriceTreeNode[] {
  let tree = trees.get(product.id);
  if (!tree) {
    tree = structuredClone(product.optPrices);
    trees.set(product.id, tree);
  }
  return tree;
}

function setPrice(tree: PriceTreeNode[], valueIds: string[], price: number): void {
  let level = tree;
  let node: PriceTreeNode | undefined;
  for (const id of valueIds.length ? valueIds : ['base']) {
    node = level.find((n) => n.id === id);
    level = node?.add ?? [];
  }
  node!.price = price;
}
