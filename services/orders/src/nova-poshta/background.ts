import type { ServiceContext } from '@shop/shared';
import { novaPoshtaClient } from './client';
import { readNovaPoshtaEnv } from './config';
import { refreshDue } from './sync';
import { trackShipped } from './tracking';

const CHECK_MS = 3600_000;
/** One replica copies at a time; the others find the copy fresh when their turn comes. */
const LOCK = "hashtext('orders:nova-poshta-refresh')";

/**
 * With an API key, at start and every hour: keeps the copy of Nova Poshta's directories fresh, and moves the
 * shipped orders whose parcel the buyer received to delivered (`moved` kicks the outbox relay).
 */
export function startNovaPoshtaRefresh(ctx: ServiceContext, moved: () => void): () => Promise<void> {
  const env = readNovaPoshtaEnv(ctx.env);
  if (!env.NOVA_POSHTA_API_KEY) return async () => undefined;
  const client = novaPoshtaClient(env.NOVA_POSHTA_API_URL, env.NOVA_POSHTA_API_KEY);
  let running: Promise<void> | undefined;
  const track = async () => {
    try {
      if (await trackShipped(ctx.pool, client, ctx.logger)) moved();
    } catch (err) {
      ctx.logger.warn({ err }, 'Nova Poshta tracking failed; trying again in an hour');
    }
  };
  const check = async () => {
    const db = await ctx.pool.connect();
    try {
      const { rows } = await db.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${LOCK}) AS locked`);
      if (!rows[0].locked) return;
      try {
        await refreshDue(ctx.pool, client, ctx.logger);
        await track();
      } finally {
        await db.query(`SELECT pg_advisory_unlock(${LOCK})`);
      }
    } finally {
      db.release();
    }
  };
  const run = () => {
    running ??= check()
      .catch((err) => ctx.logger.warn({ err }, 'Nova Poshta refresh failed'))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, CHECK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
