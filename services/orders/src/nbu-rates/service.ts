import { z } from 'zod';
import type { ServiceContext } from '@shop/shared';
import { forgetRate } from '../currency-rate/service';
import { DEFAULT_NBU_API_URL, fetchNbuRates } from './client';
import { fetchedToday, recordFetch, saveNbuRates } from './repo';

const nbuEnv = z.object({
  /** `off` fetches nothing (the tests' default: they point it at a local fake). */
  NBU_API_URL: z.string().default(DEFAULT_NBU_API_URL),
  NBU_CHECK_MINUTES: z.coerce.number().positive().default(60),
});

/**
 * Fetches today's official rates and keeps them (a day's rates once, however often fetched); the next order on
 * this replica is priced with them at once. A failure keeps the last rates and is noted for the admin.
 */
export async function refreshNbuRates(ctx: Pick<ServiceContext, 'pool' | 'logger'>, url: string): Promise<boolean> {
  try {
    const rates = await fetchNbuRates(url);
    await saveNbuRates(ctx.pool, rates);
    await recordFetch(ctx.pool, null);
    forgetRate(ctx.pool);
    return true;
  } catch (err) {
    ctx.logger.warn({ err }, 'NBU rates not fetched: the last ones stay');
    await recordFetch(ctx.pool, err instanceof Error ? err.message : String(err));
    return false;
  }
}

/**
 * Daily in the background: every NBU_CHECK_MINUTES (and at start) each replica fetches unless today's rates were
 * fetched already; a failed day is tried again at the next check.
 */
export function startNbuSchedule(ctx: ServiceContext): () => void {
  const env = nbuEnv.parse(ctx.env);
  if (env.NBU_API_URL === 'off') return () => undefined;
  const check = async () => {
    if (!(await fetchedToday(ctx.pool))) await refreshNbuRates(ctx, env.NBU_API_URL);
  };
  const run = () => void check().catch((err) => ctx.logger.warn({ err }, 'NBU rates check failed'));
  run();
  const timer = setInterval(run, env.NBU_CHECK_MINUTES * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
