import type { RequestHandler } from 'express';

const MB = 1024 * 1024;

/**
 * Refuses a declared body over the limit before it is proxied: images up to 10 MB plus multipart overhead,
 * everything else 1 MB. Undeclared (chunked) bodies meet each service's own parser limits.
 */
export const bodySizeLimit: RequestHandler = (req, res, next) => {
  const limit = req.path === '/api/image' ? 10 * MB + 64 * 1024 : MB;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    res.setHeader('connection', 'close');
    return void res.status(413).json({ message: 'Слишком большой запрос' });
  }
  next();
};
