import { z } from 'zod';
import { loadConfig } from '@shop/shared';

export const NOVA_POSHTA_API = 'https://api.novaposhta.ua/v2.0/json/';

/** Without a key the shop keeps no copy of the directories and checkout's city and branch stay plain text. */
const novaPoshtaEnv = z.object({
  NOVA_POSHTA_API_KEY: z
    .string()
    .optional()
    .transform((key) => key?.trim() || undefined),
  NOVA_POSHTA_API_URL: z.url().default(NOVA_POSHTA_API),
});
export type NovaPoshtaEnv = z.infer<typeof novaPoshtaEnv>;

export const readNovaPoshtaEnv = (env: NodeJS.ProcessEnv) => loadConfig(novaPoshtaEnv, env);
