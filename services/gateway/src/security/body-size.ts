import type { RequestHandler } from 'express';

const MB = 1024 * 1024;

/** The admin's price sheet upload: the catalog takes up to 10 MB (services/catalog/src/price-sheet). */
const PRICE_SHEET = '/api/products/price-sheet';

const limitOf = (path: string) => {
  if (path === '/api/image') return { bytes: 10 * MB + 64 * 1024, message: 'Слишком большой запрос' };
  if (path === PRICE_SHEET) return { bytes: 10 * MB, message: 'Файл больше 10 МБ' };
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
