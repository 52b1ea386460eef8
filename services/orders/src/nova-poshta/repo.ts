import type { Bilingual, Pool, Queryable } from '@shop/shared';
import type { NpSettlement, NpWarehouse } from './schema';
import { searchKey } from './search-key';

export type Directory = 'settlements' | 'warehouses';

export async function databaseNow(db: Queryable): Promise<Date> {
  return (await db.query<{ now: Date }>('SELECT now()')).rows[0].now;
}

/** One page of settlements in, replacing what the copy had of them. */
export async function upsertSettlements(db: Queryable, rows: NpSettlement[]): Promise<void> {
  if (!rows.length) return;
  const records = rows.map((s) => ({
    ref: s.Ref,
    name_ua: s.Description,
    name_ru: s.DescriptionRu || s.Description,
    type_ua: s.SettlementTypeDescription,
    type_ru: s.SettlementTypeDescriptionRu || s.SettlementTypeDescription,
    area_ua: s.AreaDescription,
    area_ru: s.AreaDescriptionRu || s.AreaDescription,
    region_ua: s.RegionsDescription,
    region_ru: s.RegionsDescriptionRu || s.RegionsDescription,
    key_ua: searchKey(s.Description),
    key_ru: searchKey(s.DescriptionRu || s.Description),
  }));
  await db.query(
    `INSERT INTO np_settlements (ref, name_ua, name_ru, type_ua, type_ru, area_ua, area_ru, region_ua, region_ru, key_ua, key_ru)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(ref text, name_ua text, name_ru text, type_ua text, type_ru text,
       area_ua text, area_ru text, region_ua text, region_ru text, key_ua text, key_ru text)
     ON CONFLICT (ref) DO UPDATE SET name_ua = EXCLUDED.name_ua, name_ru = EXCLUDED.name_ru, type_ua = EXCLUDED.type_ua,
       type_ru = EXCLUDED.type_ru, area_ua = EXCLUDED.area_ua, area_ru = EXCLUDED.area_ru,
       region_ua = EXCLUDED.region_ua, region_ru = EXCLUDED.region_ru, key_ua = EXCLUDED.key_ua,
       key_ru = EXCLUDED.key_ru, refreshed_at = now()`,
    [JSON.stringify(records)],
  );
}

/** One page of branches in, replacing what the copy had of them. */
export async function upsertWarehouses(db: Queryable, rows: NpWarehouse[]): Promise<void> {
  if (!rows.length) return;
  const records = rows.map((w) => ({
    ref: w.Ref,
    settlement_ref: w.SettlementRef,
    number: w.Number,
    category: w.CategoryOfWarehouse,
    name_ua: w.Description,
    name_ru: w.DescriptionRu || w.Description,
    address_ua: w.ShortAddress,
    address_ru: w.ShortAddressRu || w.ShortAddress,
  }));
  await db.query(
    `INSERT INTO np_warehouses (ref, settlement_ref, number, category, name_ua, name_ru, address_ua, address_ru)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(ref text, settlement_ref text, number text, category text,
       name_ua text, name_ru text, address_ua text, address_ru text)
     ON CONFLICT (ref) DO UPDATE SET settlement_ref = EXCLUDED.settlement_ref, number = EXCLUDED.number,
       category = EXCLUDED.category, name_ua = EXCLUDED.name_ua, name_ru = EXCLUDED.name_ru,
       address_ua = EXCLUDED.address_ua, address_ru = EXCLUDED.address_ru, refreshed_at = now()`,
    [JSON.stringify(records)],
  );
}

const TABLE: Record<Directory, string> = { settlements: 'np_settlements', warehouses: 'np_warehouses' };

/**
 * Ends a whole copy: rows Nova Poshta no longer lists go, the refresh is noted and (after branches) each
 * settlement's number of branches is counted again; all in one transaction.
 */
export async function finishRefresh(pool: Pool, directory: Directory, started: Date, rows: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`DELETE FROM ${TABLE[directory]} WHERE refreshed_at < $1`, [started]);
    if (directory === 'warehouses')
      await client.query(
        `UPDATE np_settlements s SET warehouses =
           (SELECT count(*)::int FROM np_warehouses w WHERE w.settlement_ref = s.ref)`,
      );
    await client.query(
      'UPDATE np_refreshes SET refreshed_at = $2, rows = $3, error = NULL, failed_at = NULL WHERE directory = $1',
      [directory, started, rows],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function noteFailure(db: Queryable, directory: Directory, error: string): Promise<void> {
  await db.query('UPDATE np_refreshes SET failed_at = now(), error = $2 WHERE directory = $1', [
    directory,
    error.slice(0, 500),
  ]);
}

export interface RefreshState {
  directory: Directory;
  refreshedAt: string | null;
  rows: number;
}

export async function refreshStates(db: Queryable): Promise<RefreshState[]> {
  const { rows } = await db.query<{ directory: Directory; refreshed_at: Date | null; rows: number }>(
    'SELECT directory, refreshed_at, rows FROM np_refreshes ORDER BY directory',
  );
  return rows.map((r) => ({
    directory: r.directory,
    refreshedAt: r.refreshed_at?.toISOString() ?? null,
    rows: r.rows,
  }));
}

export interface Settlement {
  ref: string;
  name: Bilingual;
  type: Bilingual;
  area: Bilingual;
  region: Bilingual;
  warehouses: number;
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Settlements whose Ukrainian or Russian name starts with the typed text, those with branches first, then
 * cities before villages, then the shorter names.
 */
export async function searchSettlements(db: Queryable, typed: string, limit: number): Promise<Settlement[]> {
  const { rows } = await db.query(
    `SELECT ref, name_ua, name_ru, type_ua, type_ru, area_ua, area_ru, region_ua, region_ru, warehouses
     FROM np_settlements WHERE key_ua LIKE $1 OR key_ru LIKE $1
     ORDER BY warehouses > 0 DESC, warehouses DESC, length(name_ua), name_ua LIMIT $2`,
    [likePrefix(searchKey(typed)), limit],
  );
  return rows.map((r) => ({
    ref: r.ref,
    name: { ru: r.name_ru, ua: r.name_ua },
    type: { ru: r.type_ru, ua: r.type_ua },
    area: { ru: r.area_ru, ua: r.area_ua },
    region: { ru: r.region_ru, ua: r.region_ua },
    warehouses: r.warehouses,
  }));
}

export interface Warehouse {
  ref: string;
  settlementRef: string;
  number: string;
  category: string;
  name: Bilingual;
  address: Bilingual;
}

/** A settlement's branches in number order; the filter is the start of a number (digits) or any part of the address. */
export async function listWarehouses(
  db: Queryable,
  settlementRef: string,
  filter: string,
  limit: number,
): Promise<Warehouse[]> {
  const byNumber = /^\d+$/.test(filter);
  const pattern = byNumber ? likePrefix(filter) : `%${searchKey(filter).replace(/[\\%_]/g, '\\$&')}%`;
  const where = !filter
    ? ''
    : byNumber
      ? 'AND number LIKE $2'
      : `AND (lower(address_ua) LIKE $2 OR lower(address_ru) LIKE $2 OR lower(name_ua) LIKE $2 OR lower(name_ru) LIKE $2)`;
  const { rows } = await db.query(
    `SELECT ref, settlement_ref, number, category, name_ua, name_ru, address_ua, address_ru FROM np_warehouses
     WHERE settlement_ref = $1 ${where} ORDER BY length(number), number LIMIT ${limit}`,
    filter ? [settlementRef, pattern] : [settlementRef],
  );
  return rows.map((r) => ({
    ref: r.ref,
    settlementRef: r.settlement_ref,
    number: r.number,
    category: r.category,
    name: { ru: r.name_ru, ua: r.name_ua },
    address: { ru: r.address_ru, ua: r.address_ua },
  }));
}
