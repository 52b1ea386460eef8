import { AUTH_KEY_PATTERN } from '@shop/shared';
import { z } from 'zod';

export const loginSchema = z.object({
  authKey: z.string({ error: 'Ключ входа обязателен' }).max(64, 'Ключ входа не найден. Обновите страницу входа'),
});

export const resolveSchema = z.object({ sid: z.string().min(1).max(100) });

export const isWellFormedKey = (key: string) => AUTH_KEY_PATTERN.test(key);
