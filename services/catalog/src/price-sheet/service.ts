import type { Writable } from 'node:stream';
import { addToOutbox, notFound, withTransaction, type Queryable, type ServiceContext } from '@shop/shared';
import { findBrand } from '../brands/repo';
import { CATALOG_MESSAGES } from '../catalogs/schema';
import { subtreeIds } from '../catalogs/subtree';
import { afterWrite } from '../common/after-write';
import { PRODUCT_MESSAGES } from '@shop/shared';
import { planChanges } from './plan';
import { productsForSheet, productsNamed, savePriceTrees } from './repo';
import type { ExportScope, SheetLine, SheetReport } from './schema';
import { readSheet, writeSheet } from './workbook';
import { checkXlsxZip } from './zip-check';

/** Checks the scope first (a 404 before any byte of the file), then streams the sheet into `out`. */
export async function exportSheet(db: Queryable, scope: ExportScope): Promise<(out: Writable) => Promise<void>> {
  const catalogIds = scope.catalogId ? await subtreeIds(db, scope.catalogId) : undefined;
  if (catalogIds && !catalogIds.length) throw notFound(CATALOG_MESSAGES.notFound);
  if (scope.brandId && !(await findBrand(db, scope.brandId))) throw notFound(PRODUCT_MESSAGES.brandNotFound);
  const products = await productsForSheet(db, { catalogIds, brandId: scope.brandId });
  return (out) => writeSheet(out, products);
}

/** The lines of an uploaded file, refused before parsing when it is not a sane XLSX. */
export async function sheetLines(file: Buffer): Promise<SheetLine[]> {
  await checkXlsxZip(file);
  return readSheet(file);
}

/** What the sheet would change; changes nothing. */
export async function previewSheet(db: Queryable, lines: SheetLine[]): Promise<SheetReport> {
  return planChanges(lines, await productsNamed(db, ...named(lines))).report;
}

/**
 * Applies every valid change of the sheet in one transaction, compared with the products as locked now (not
 * with an earlier preview), and announces each changed product once.
 */
export async function applySheet(ctx: ServiceContext, lines: SheetLine[]): Promise<SheetReport> {
  const report = await withTransaction(ctx.pool, async (db) => {
    const plan = planChanges(lines, await productsNamed(db, ...named(lines), true));
    await savePriceTrees(db, plan.trees);
    for (const productId of plan.trees.keys()) {
      await addToOutbox(db, 'catalog.product.changed', { productId, action: 'updated', removedImages: [] });
    }
    return plan.report;
  });
  if (report.changed.length) afterWrite(ctx);
  return report;
}

const named = (lines: SheetLine[]): [string[], string[]] => [
  [...new Set(lines.map((l) => l.productId).filter(Boolean))],
  [...new Set(lines.filter((l) => !l.productId && l.barcode).map((l) => l.barcode))],
];
