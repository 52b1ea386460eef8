import path from 'node:path';
import { z } from 'zod';
import { baseEnv, portVar } from '@shop/shared';

const url = z.string().url();

/** The gateway's variables: the common ones minus a database of its own, plus where everything lives. */
export const gatewayEnv = baseEnv.omit({ DATABASE_URL: true }).extend({
  GATEWAY_PORT: portVar.default(3000),
  CATALOG_URL: url.default('http://127.0.0.1:4001'),
  ORDERS_URL: url.default('http://127.0.0.1:4002'),
  IDENTITY_URL: url.default('http://127.0.0.1:4003'),
  MEDIA_URL: url.default('http://127.0.0.1:4004'),
  WEB_DIST: z.string().default(path.resolve(__dirname, '..', '..', '..', 'web', 'dist')),
  ERRORS_FILE: z.string().default(path.resolve('.data', 'errors', 'errors.txt')),
  /** The errors file's cap: past it the file moves to `<file>.1` and a new one starts. */
  ERRORS_FILE_MAX_KB: z.coerce.number().int().min(4).default(1024),
  /** The work-queue consumer the replicas share for `log.error` (a test run takes its own). */
  ERRORS_DURABLE: z.string().min(1).default('gateway-errors'),
  PUBLIC_URL: url.default('http://localhost:3000'),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(3000),
  RATE_LIMIT_SIGNIN: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_ORDERS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_SEARCH: z.coerce.number().int().min(1).default(600),
  /** Memory for the catalog's public answers (0 turns the gateway's cache off) and their longest life. */
  GATEWAY_CACHE_MB: z.coerce.number().min(0).default(128),
  GATEWAY_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  GATEWAY_CACHE_MIN_USES: z.coerce.number().int().min(1).max(2).default(2),
});
export type GatewayEnv = z.infer<typeof gatewayEnv>;

export type BackendUrls = Pick<GatewayEnv, 'CATALOG_URL' | 'ORDERS_URL' | 'IDENTITY_URL' | 'MEDIA_URL'>;
