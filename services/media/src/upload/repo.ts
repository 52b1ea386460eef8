import type { Queryable } from '@shop/shared';

export interface ImageRow {
  id: string;
  lg: string;
  md: string;
  sm: string;
  ratio: number | null;
  width: number;
  height: number;
  bytes: number;
}

export async function insertImage(db: Queryable, row: ImageRow): Promise<void> {
  await db.query(
    'INSERT INTO images (id, lg, md, sm, ratio, width, height, bytes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [row.id, row.lg, row.md, row.sm, row.ratio, row.width, row.height, row.bytes],
  );
}
