import { randomUUID } from 'node:crypto';
import type { ImageSet, Queryable } from '@shop/shared';
import { IMAGE_URL_PREFIX } from '../media-dir';
import { removeFiles, writeFiles } from '../store';
import { insertImage } from './repo';
import { renderImage, type Rendition } from './resize';

/** Renders, stores and records an upload; on any failure nothing stays behind (no file, no row). */
export async function uploadImage(db: Queryable, dir: string, input: Buffer, ratio?: number): Promise<ImageSet> {
  const renditions = await renderImage(input, ratio);
  const id = randomUUID();
  const name = (r: Rendition) => `${id}-${r.size}.webp`;
  const [lg, md, sm] = renditions.map(name);
  await writeFiles(
    dir,
    renditions.map((r) => ({ name: name(r), data: r.data })),
  );
  try {
    const bytes = renditions.reduce((sum, r) => sum + r.data.length, 0);
    const { width, height } = renditions[0];
    await insertImage(db, { id, lg, md, sm, ratio: ratio ?? null, width, height, bytes });
  } catch (error) {
    await removeFiles(dir, [lg, md, sm]);
    throw error;
  }
  return { lg: IMAGE_URL_PREFIX + lg, md: IMAGE_URL_PREFIX + md, sm: IMAGE_URL_PREFIX + sm };
}
