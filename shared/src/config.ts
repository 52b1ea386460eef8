import { z } from 'zod';

export class ConfigError extends Error {}

/** Reads environment variables through a zod schema; the error names every bad variable. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

const port = z.coerce.number().int().min(1).max(65535);

/** Variables every service reads. */
export const baseEnv = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  NATS_URL: z
    .string()
    .regex(/^nats:\/\//, 'must be a nats:// URL')
    .optional(),
  INTERNAL_SECRET: z.string().min(16, 'must be at least 16 characters'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
});
export type BaseEnv = z.infer<typeof baseEnv>;

export const portVar = port;
