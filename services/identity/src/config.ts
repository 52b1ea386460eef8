import { loadConfig } from '@shop/shared';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Identity's own variables (the base ones are read by the service runner). */
export const identityEnv = z
  .object({
    NODE_ENV: z.string().default('development'),
    SHOP_DEMO: optional,
    PUBLIC_URL: optional,
    TELEGRAM_BOT_TOKEN: optional,
    TELEGRAM_BOT_NAME: optional,
    TELEGRAM_WEBHOOK_SECRET: optional,
    TELEGRAM_API_ROOT: optional,
    VIBER_AUTH_TOKEN: optional,
    VIBER_BOT_NAME: optional,
    VIBER_BOT_AVATAR: optional,
    VIBER_API_URL: optional,
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    RATE_LIMIT_SIGNIN: z.coerce.number().int().min(1).default(20),
    NOTIFY_DURABLE: z.string().default('identity-notifications'),
    /** Orders older than this are not announced (a new consumer replays the stream from its start). */
    NOTIFY_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(3600),
  })
  .refine((env) => !env.TELEGRAM_BOT_TOKEN || (env.TELEGRAM_WEBHOOK_SECRET && env.TELEGRAM_BOT_NAME), {
    message: 'TELEGRAM_BOT_TOKEN needs TELEGRAM_BOT_NAME and TELEGRAM_WEBHOOK_SECRET',
    path: ['TELEGRAM_WEBHOOK_SECRET'],
  })
  .refine((env) => !env.TELEGRAM_WEBHOOK_SECRET || /^[A-Za-z0-9_-]{1,256}$/.test(env.TELEGRAM_WEBHOOK_SECRET), {
    message: 'Telegram allows 1-256 characters of A-Z a-z 0-9 _ -',
    path: ['TELEGRAM_WEBHOOK_SECRET'],
  })
  .refine((env) => !env.VIBER_AUTH_TOKEN || env.VIBER_BOT_NAME, {
    message: 'VIBER_AUTH_TOKEN needs VIBER_BOT_NAME',
    path: ['VIBER_BOT_NAME'],
  });
export type IdentityEnv = z.infer<typeof identityEnv>;

export const readIdentityEnv = (env: NodeJS.ProcessEnv) => loadConfig(identityEnv, env);

/** The demo messenger: a developer's machine in demo mode with no bot configured, never production. */
export const demoMessengerEnabled = (env: IdentityEnv) =>
  env.SHOP_DEMO === '1' && env.NODE_ENV !== 'production' && !env.TELEGRAM_BOT_TOKEN && !env.VIBER_AUTH_TOKEN;
