import type { Bilingual, PriceTreeNode, Queryable } from '@shop/shared';
import type { OptionItem } from '../options/repo';
import type { SheetProduct } from './leaves';

interface SheetRow {
  id: string;
  name: Bilingual;
  currency_value: string;
  self_opt: OptionItem[];
  opt_prices: PriceTreeNode[];
}

const COLUMNS = 'p.id, p.name, p.currency_value, p.self_opt, p.opt_prices';
const ORDER = `ORDER BY p.name->>'ru' COLLATE "C", p.id`;

const toSheetProduct = (r: SheetRow): SheetProduct => ({
  id: r.id,
  name: r.name.ru,
  currency: r.currency_value,
  optionNames: r.self_opt.map((o) => o.ru),
  optPrices: r.opt_prices,
});

/** The products of an export: of these catalogs and/or this brand (all products when neither is given). */
export async function productsForSheet(
  db: Queryable,
  scope: { catalogIds?: string[]; brandId?: string },
): Promise<SheetProduct[]> {
  const { rows } = await db.query<SheetRow>(
    `SELECT ${COLUMNS} FROM products p
     WHERE ($1::text[] IS NULL OR p.catalog_id = ANY($1)) AND ($2::text IS NULL OR p.brand_id = $2) ${ORDER}`,
    [scope.catalogIds ?? null, scope.brandId ?? null],
  );
  return rows.map(toSheetProduct);
}

/**
 * The products a sheet names, by id or by one of their barcodes; with `lock`, locked until the transaction
 * ends (an apply compares with what it overwrites).
 */
export async function productsNamed(
  db: Queryable,
  ids: string[],
  barcodes: string[],
  lock = false,
): Promise<SheetProduct[]> {
  const { rows } = await db.query<SheetRow>(
    `SELECT ${COLUMNS} FROM products p WHERE p.id = ANY($1)
       OR (cardinality($2::text[]) > 0 AND EXISTS (SELECT 1 FROM unnest($2::text[]) b
         WHERE jsonb_path_exists(p.opt_prices, '$.**.barcode ? (@ == $b)', jsonb_build_object('b', b))))
     ${ORDER} ${lock ? 'FOR UPDATE' : ''}`,
    [ids, barcodes],
  );
  return rows.map(toSheetProduct);
}

/** Stores the new price trees in one statement. */
export async function savePriceTrees(db: Queryable, trees: Map<string, PriceTreeNode[]>): Promise<void> {
  const records = [...trees].map(([id, tree]) => ({ id, tree }));
  await db.query(
    `UPDATE products p SET opt_prices = v.tree
     FROM jsonb_to_recordset($1::jsonb) AS v(id text, tree jsonb) WHERE p.id = v.id`,
    [JSON.stringify(records)],
  );
}
