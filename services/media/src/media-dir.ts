import path from 'node:path';

export const DEFAULT_MEDIA_DIR = '.data/images';

/** Where image files live: MEDIA_DIR, relative to the working directory unless absolute. */
export function mediaDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.MEDIA_DIR || DEFAULT_MEDIA_DIR);
}

export const IMAGE_URL_PREFIX = '/images/';

/** File names the service writes and serves: no path separators, no dots but the extension's. */
export const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.(webp|jpe?g|png|gif|avif)$/;

/** The file name inside MEDIA_DIR that an image URL (`/images/<file>`, absolute or not) points to, if any. */
export function fileNameOfUrl(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://media.local').pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(IMAGE_URL_PREFIX)) return undefined;
  const name = pathname.slice(IMAGE_URL_PREFIX.length);
  return SAFE_FILE_NAME.test(name) ? name : undefined;
}
