import express, { Router, type ErrorRequestHandler } from 'express';
import { parseOr400, requireAdmin, type ServiceContext } from '@shop/shared';
import { applySheet, exportSheet, previewSheet, sheetLines } from './service';
import { exportScope, MAX_FILE_BYTES, SHEET_MESSAGES as M } from './schema';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /api/products/price-sheet (admin): GET the editable sheet (?catalogId= or ?brandId=); POST the edited file
 * as the raw body for a preview, and the same file again with ?apply=1 to apply it (checked anew).
 */
export function priceSheetRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get('/', requireAdmin, async (req, res) => {
    const write = await exportSheet(ctx.pool, parseOr400(exportScope, req.query));
    res.setHeader('content-type', XLSX_TYPE);
    res.setHeader('content-disposition', `attachment; filename="prices.xlsx"`);
    res.setHeader('cache-control', 'no-store');
    await write(res);
  });
  // The body is read before the rights are checked: answering while a proxy still sends the file resets the
  // connection, and the gateway would say 502 instead of 401/403.
  router.post('/', express.raw({ type: () => true, limit: MAX_FILE_BYTES }), requireAdmin, async (req, res) => {
    const lines = await sheetLines(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    const apply = req.query.apply === '1';
    const report = apply ? await applySheet(ctx, lines) : await previewSheet(ctx.pool, lines);
    res.json({ applied: apply, ...report });
  });
  router.use(tooLarge);
  return router;
}

const tooLarge: ErrorRequestHandler = (error, _req, res, next) => {
  if ((error as { type?: string }).type !== 'entity.too.large') return next(error);
  res.setHeader('connection', 'close');
  res.status(413).json({ message: M.tooLarge });
};
