import type { Queryable } from '@shop/shared';
import { fileNameOfUrl } from '../media-dir';
import { removeFiles } from '../store';
import { deleteImages } from './repo';

type ImageUrls = { lg?: string; md?: string; sm?: string };

const RENDITION_NAME = /^(.+)-(lg|md|sm)\.webp$/;

/**
 * Forgets images the catalog no longer uses: the rows of their ids and every file of those rows, plus any
 * other `/images/<file>` named (for example demo files without a row). URLs elsewhere are ignored.
 */
export async function removeImages(db: Queryable, dir: string, sets: ImageUrls[]): Promise<string[]> {
  const named = sets.flatMap((set) => [set.lg, set.md, set.sm]).flatMap((url) => (url ? [fileNameOfUrl(url)] : []));
  const names = named.filter((name): name is string => Boolean(name));
  const ids = [...new Set(names.map((name) => RENDITION_NAME.exec(name)?.[1]).filter(Boolean))] as string[];
  const files = new Set([...names, ...(await deleteImages(db, ids))]);
  await removeFiles(dir, files);
  return [...files];
}
