import type { Queryable } from '@shop/shared';
import { INFORMATION_SECTIONS, type Information } from './schema';

const EMPTY = Object.fromEntries(INFORMATION_SECTIONS.map((s) => [s, { ru: '', ua: '' }])) as Information;

/** The information page; every section empty until the admin first saves it. */
export async function readInformation(db: Queryable): Promise<Information> {
  const { rows } = await db.query<{ content: Information }>('SELECT content FROM information WHERE id = 1');
  return { ...EMPTY, ...rows[0]?.content };
}

export async function saveInformation(db: Queryable, info: Information): Promise<void> {
  await db.query(
    `INSERT INTO information (id, content) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET content = EXCLUDED.content, updated_at = now()`,
    [info],
  );
}
