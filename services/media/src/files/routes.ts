import { Router, type RequestHandler } from 'express';
import { notFound } from '@shop/shared';
import { SAFE_FILE_NAME } from '../media-dir';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
export const IMAGE_NOT_FOUND = 'Изображение не найдено';

/**
 * GET /images/<file>: files never change under a name (every upload gets a new id), so they are cached for a
 * year as immutable, with an ETag and 304 answers. Only plain file names inside MEDIA_DIR are served.
 */
export function fileRoutes(dir: string): Router {
  const router = Router();
  router.get('/images/:file', serveFile(dir));
  return router;
}

function serveFile(dir: string): RequestHandler {
  return (req, res, next) => {
    const file = String(req.params.file);
    if (!SAFE_FILE_NAME.test(file)) return next(notFound(IMAGE_NOT_FOUND));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.sendFile(
      file,
      { root: dir, maxAge: ONE_YEAR_MS, immutable: true, dotfiles: 'deny', etag: true, lastModified: true },
      (error?: NodeJS.ErrnoException & { status?: number }) => {
        if (!error || res.headersSent) return;
        next(error.status === 404 || error.code === 'ENOENT' ? notFound(IMAGE_NOT_FOUND) : error);
      },
    );
  };
}
