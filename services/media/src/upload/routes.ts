import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { badRequest, parseOr400, requireAdmin, type ServiceContext } from '@shop/shared';
import { MAX_FILE_BYTES, MESSAGES, tooBig, uploadQuerySchema } from './schema';
import { uploadImage } from './service';

const FIELD = 'image';

const multipart = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, fieldNameSize: 100 },
}).single(FIELD);

/** multer with its errors turned into the service's JSON answers. */
const readFile: RequestHandler = (req, res, next) => {
  multipart(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      return next(error.code === 'LIMIT_FILE_SIZE' ? tooBig() : badRequest(MESSAGES.badForm));
    }
    next(badRequest(MESSAGES.badForm));
  });
};

/** The query is checked before the body is read, so a bad ratio costs no upload. */
const readRatio: RequestHandler = (req, res, next) => {
  res.locals.ratio = parseOr400(uploadQuerySchema, req.query).ratio;
  next();
};

/** POST /api/image?ratio=...: multipart field `image` -> {lg, md, sm} WebP URLs. Admin only. */
export function uploadRoutes(ctx: ServiceContext, dir: string): Router {
  const router = Router();
  router.post('/api/image', requireAdmin, readRatio, readFile, async (req, res) => {
    if (!req.file) throw badRequest(MESSAGES.noFile);
    const images = await uploadImage(ctx.pool, dir, req.file.buffer, res.locals.ratio as number | undefined);
    res.status(201).json(images);
  });
  return router;
}
