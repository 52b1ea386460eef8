import { AUTH_KEY_PATTERN, langSchema } from '@shop/shared';
import { z } from 'zod';

export const registerKeySchema = z.object({
  authKey: z
    .string({ error: 'Ключ входа обязателен' })
    .regex(AUTH_KEY_PATTERN, 'Ключ входа должен состоять из 8 букв и цифр'),
  langKey: langSchema.catch('ru'),
});
