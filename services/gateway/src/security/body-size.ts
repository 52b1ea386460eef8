import type { RequestHandler } from 'express';
import { IMAGE_MAX_BYTES, IMAGE_TOO_BIG } from '@shop/shared/src/image-limit';

const MB = 1024 * 1024;

/** The admin's price sheet upload: the catalog takes up to 10 MB (services/catalog/src/price-sheet). */
const PRICE_SHEET = '/api/products/price-sheet';

const limitOf = (path: string) => {
  if (path === '/api/image') return { bytes: IMAGE_MAX_BYTES + 64 * 1024, message: IMAGE_TOO_BIG };
  if (path === PRICE_SHEET) return { bytes: IMAGE_MAX_BYTES, message: IMAGE_TOO_BIG };
  return { bytes: MB, message: 'Слишком большой запрос' };
};

/**
 * Refuses a declared body over the limit before it is proxied: images up to 10 MB plus multipart overhead, a
 * price sheet up to 10 MB, everything else 1 MB. Undeclared (chunked) bodies meet each service's own parser limits.
 */
export const bodySizeLimit: RequestHandler = (req, res, next) => {
  const limit = limitOf(req.path);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit.bytes) {
    res.setHeader('connection', 'close');
    return void res.status(413).json({ message: limit.message });
  }
  next();
};
