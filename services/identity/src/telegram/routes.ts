import { Router } from 'express';
import type { Telegraf } from 'telegraf';
import { badRequest, notFound, unauthorized } from '@shop/shared';
import { safeEqual } from '../safe-equal';

export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** Telegram's webhook: nothing is read before the secret token Telegram echoes back checks out. */
export function telegramRouter(bot: Telegraf | undefined, secret: string | undefined): Router {
  const router = Router();
  router.post('/bots/telegram', async (req, res) => {
    if (!bot || !secret) throw notFound('Бот Telegram не настроен');
    if (!safeEqual(req.header(TELEGRAM_SECRET_HEADER) ?? '', secret)) throw unauthorized('Неверный секрет вебхука');
    if (typeof req.body?.update_id !== 'number') throw badRequest('Некорректное обновление Telegram');
    await bot.handleUpdate(req.body);
    res.json({ ok: true });
  });
  return router;
}
