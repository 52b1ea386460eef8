import type { RequestHandler } from 'express';
import { IMAGE_MAX_BYTES, IMAGE_TOO_BIG } from '@shop/shared/src/image-limit';

const MB = 1024 * 1024;

/**
 * Refuses a declared body over the limit before it is proxied: images up to 10 MB plus multipart overhead,
 * everything else 1 MB. Undeclared (chunked) bodies meet each service's own parser limits.
 */
export const bodySizeLimit: RequestHandler = (req, res, next) => {
  const image = req.path === '/api/image';
  const limit = image ? IMAGE_MAX_BYTES + 64 * 1024 : MB;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    res.setHeader('connection', 'close');
    return void res.status(413).json({ message: image ? IMAGE_TOO_BIG : 'Слишком большой запрос' });
  }
  next();
};
