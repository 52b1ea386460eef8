import type { Queryable } from '@shop/shared';
import { compareRu } from '../common/collate';

export interface OptionItem {
  id: string;
  ru: string;
  ua: string;
}
export interface OptionValue extends OptionItem {
  optId: string;
}
export interface OptionSet {
  _id: string;
  name: string;
  opt: OptionItem[];
  optValues: OptionValue[];
}

type Row = { id: string; name: string; opt: OptionItem[]; opt_values: OptionValue[] };
const toSet = (r: Row): OptionSet => ({ _id: r.id, name: r.name, opt: r.opt, optValues: r.opt_values });

export async function listOptionSets(db: Queryable): Promise<OptionSet[]> {
  const { rows } = await db.query<Row>('SELECT id, name, opt, opt_values FROM option_sets');
  return rows.map(toSet).sort((a, b) => compareRu(a.name, b.name) || a._id.localeCompare(b._id));
}

export async function findOptionSet(db: Queryable, id: string): Promise<OptionSet | undefined> {
  const { rows } = await db.query<Row>('SELECT id, name, opt, opt_values FROM option_sets WHERE id = $1', [id]);
  return rows[0] && toSet(rows[0]);
}

export async function insertOptionSet(db: Queryable, set: OptionSet): Promise<void> {
  await db.query('INSERT INTO option_sets (id, name, opt, opt_values) VALUES ($1, $2, $3, $4)', [
    set._id,
    set.name,
    JSON.stringify(set.opt),
    JSON.stringify(set.optValues),
  ]);
}

/** Writes an option set unless it is as stored (migrations 015 and 016): 'missing' when there is none with its id. */
export async function updateOptionSet(db: Queryable, set: OptionSet): Promise<'written' | 'same' | 'missing'> {
  const { rowCount } = await db.query('UPDATE option_sets SET name = $2, opt = $3, opt_values = $4 WHERE id = $1', [
    set._id,
    set.name,
    JSON.stringify(set.opt),
    JSON.stringify(set.optValues),
  ]);
  if (rowCount) return 'written';
  return (await findOptionSet(db, set._id)) ? 'same' : 'missing';
}

export async function deleteOptionSet(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM option_sets WHERE id = $1', [id])).rowCount === 1;
}

export async function optionSetUsage(db: Queryable, id: string): Promise<number> {
  return Number(
    (await db.query<{ n: string }>('SELECT count(*) AS n FROM products WHERE options_id = $1', [id])).rows[0].n,
  );
}
