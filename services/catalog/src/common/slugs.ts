import type { Queryable } from '@shop/shared';
import type { Bilingual } from '@shop/shared';
import { slugPart, type TranslitLang } from './translit';

type SlugTable = 'products' | 'catalogs';

/** The first free slug `base`, `base-2`, `base-3`... in a table for one language, ignoring the record itself. */
async function freeSlug(db: Queryable, table: SlugTable, lang: TranslitLang, base: string, selfId?: string) {
  const { rows } = await db.query<{ s: string }>(
    `SELECT slug->>'${lang}' AS s FROM ${table} WHERE (slug->>'${lang}' = $1 OR slug->>'${lang}' LIKE $1 || '-%') AND id <> $2`,
    [base, selfId ?? ''],
  );
  const taken = new Set(rows.map((r) => r.s));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * Unique ru and ua slugs for a name. A name in a script the slugs cannot spell (every name has a letter or digit)
 * takes the other language's slug, so a slug stays readable rather than 'item'.
 */
export async function uniqueSlugs(
  db: Queryable,
  table: SlugTable,
  name: Bilingual,
  selfId?: string,
): Promise<Bilingual> {
  const ru = slugPart(name.ru, 'ru');
  const ua = slugPart(name.ua, 'ua');
  return {
    ru: await freeSlug(db, table, 'ru', ru || ua || 'item', selfId),
    ua: await freeSlug(db, table, 'ua', ua || ru || 'item', selfId),
  };
}
