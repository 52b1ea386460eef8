import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SAFE_FILE_NAME } from './media-dir';

export interface StoredFile {
  name: string;
  data: Buffer;
}

/** Writes new files (never overwriting); if one fails, the ones already written are removed. */
export async function writeFiles(dir: string, files: StoredFile[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const file of files) {
      await writeFile(filePath(dir, file.name), file.data, { flag: 'wx' });
      written.push(file.name);
    }
  } catch (error) {
    await removeFiles(dir, written);
    throw error;
  }
}

/** Removes files by name; a file already gone is fine, a name that is not one of ours is ignored. */
export async function removeFiles(dir: string, names: Iterable<string>): Promise<void> {
  for (const name of names) {
    if (!SAFE_FILE_NAME.test(name)) continue;
    await unlink(filePath(dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

function filePath(dir: string, name: string): string {
  if (!SAFE_FILE_NAME.test(name)) throw new Error(`unsafe file name: ${name}`);
  return path.join(dir, name);
}
