import { z } from 'zod';
import { trustSettingProblem } from './proxy-trust';

export class ConfigError extends Error {}

/**
 * Reads environment variables through a zod schema; the error names every bad variable. In production a schema
 * that reads INTERNAL_SECRET also refuses a weak one (see `productionSecretProblem`).
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  const secretProblem =
    readsSecret(schema) && env.NODE_ENV === 'production' && productionSecretProblem(env.INTERNAL_SECRET);
  if (secretProblem) problems.push(`INTERNAL_SECRET: ${secretProblem}`);
  if (!parsed.success || problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return parsed.data;
}

const readsSecret = (schema: z.ZodType) => schema instanceof z.ZodObject && 'INTERNAL_SECRET' in schema.shape;

/**
 * Values of INTERNAL_SECRET that have been published (the old docker-compose fallback, the tests' secret, the
 * README's old example): whoever knows one can sign any user header, so production never takes them.
 */
const KNOWN_SECRETS = new Set(['change-me-to-a-long-random-secret', 'test-internal-secret-0123456789']);
const PLACEHOLDER = /change-?me|example|placeholder|your-?secret/i;
export const MIN_PRODUCTION_SECRET = 32;
const MIN_DISTINCT_CHARACTERS = 8;

/**
 * Why a secret is too weak for production, or undefined. OWASP ASVS asks for secrets generated with enough
 * entropy and never defaults: 32 characters at least (`openssl rand -hex 24` gives 48), none of the published
 * values or placeholders, not one short pattern repeated (aaaa..., abab..., a 16-character string twice).
 */
export function productionSecretProblem(secret: string | undefined): string | undefined {
  if (!secret) return 'is required in production (e.g. openssl rand -hex 24)';
  if (secret.length < MIN_PRODUCTION_SECRET)
    return `must be at least ${MIN_PRODUCTION_SECRET} characters in production (e.g. openssl rand -hex 24)`;
  const lower = secret.toLowerCase();
  if ([...KNOWN_SECRETS].some((known) => lower.includes(known)) || PLACEHOLDER.test(secret))
    return 'is a publicly known value or a placeholder; generate one (e.g. openssl rand -hex 24)';
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS || /^(.+?)\1+$/s.test(secret))
    return 'is a repeated pattern, not a random value; generate one (e.g. openssl rand -hex 24)';
  return undefined;
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
  /** The proxies whose X-Forwarded-For / X-Forwarded-Proto are believed, as express's `trust proxy` takes them. */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .superRefine((value, ctx) => {
      const problem = trustSettingProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type BaseEnv = z.infer<typeof baseEnv>;

export const portVar = port;
