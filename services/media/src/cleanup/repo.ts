import type { Queryable } from '@shop/shared';

/** Deletes the rows of these image ids; returns the file names they had. */
export async function deleteImages(db: Queryable, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<{ lg: string; md: string; sm: string }>(
    'DELETE FROM images WHERE id = ANY($1) RETURNING lg, md, sm',
    [ids],
  );
  return rows.flatMap((r) => [r.lg, r.md, r.sm]);
}
