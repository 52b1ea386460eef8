import type { Express } from 'express';
import { z } from 'zod';
import { parseOr400, requireAdmin, type ServiceContext } from '@shop/shared';
import { translateRuToUa } from './client';

const translateInput = z.object({
  ru: z
    .string({ error: 'Введите текст для перевода' })
    .trim()
    .min(1, 'Введите текст для перевода')
    .max(5000, 'Текст для перевода слишком длинный'),
});

/** POST /api/translate {ru} -> {ua} (admin: it fills the Ukrainian fields of the editors). */
export function mountTranslate(app: Express, ctx: ServiceContext): void {
  app.post('/api/translate', requireAdmin, async (req, res) => {
    const { ru } = parseOr400(translateInput, req.body ?? {});
    res.json({ ua: await translateRuToUa(ru, ctx.env) });
  });
}
