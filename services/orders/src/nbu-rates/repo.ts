import {
  RATE_CURRENCIES,
  type CurrencyRateState,
  type Queryable,
  type RateCurrency,
  type RateSourcesInput,
  type RatesState,
} from '@shop/shared';
import type { NbuRate } from './client';

export async function saveNbuRates(db: Queryable, rates: NbuRate[]): Promise<void> {
  await db.query(
    `INSERT INTO nbu_rates (currency, rate_date, rate)
     SELECT * FROM unnest($1::text[], $2::date[], $3::numeric[])
     ON CONFLICT (currency, rate_date) DO UPDATE SET rate = EXCLUDED.rate, fetched_at = now()`,
    [rates.map((r) => r.currency), rates.map((r) => r.date), rates.map((r) => r.rate)],
  );
}

/** Notes a fetch: success clears the error, a failure keeps the time of the last success. */
export async function recordFetch(db: Queryable, error: string | null): Promise<void> {
  await db.query(
    `INSERT INTO nbu_fetches (id, attempted_at, succeeded_at, error)
     VALUES (1, now(), CASE WHEN $1::text IS NULL THEN now() END, $1)
     ON CONFLICT (id) DO UPDATE SET attempted_at = now(), error = $1,
       succeeded_at = CASE WHEN $1::text IS NULL THEN now() ELSE nbu_fetches.succeeded_at END`,
    [error],
  );
}

/** True when the rates were fetched successfully today (Kyiv time). */
export async function fetchedToday(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ today: boolean }>(
    `SELECT (succeeded_at AT TIME ZONE 'Europe/Kiev')::date = (now() AT TIME ZONE 'Europe/Kiev')::date AS today
     FROM nbu_fetches WHERE id = 1`,
  );
  return rows[0]?.today ?? false;
}

export async function saveSources(db: Queryable, sources: RateSourcesInput): Promise<void> {
  const list = RATE_CURRENCIES.map((c) => [c, sources[c]] as const);
  await db.query(
    `UPDATE rate_sources s SET source = v.source, markup_percent = v.markup
     FROM unnest($1::text[], $2::text[], $3::numeric[]) AS v(currency, source, markup)
     WHERE s.currency = v.currency`,
    [list.map(([c]) => c), list.map(([, s]) => s.source), list.map(([, s]) => s.markup)],
  );
}

interface StateRow {
  currency: RateCurrency;
  source: 'manual' | 'nbu';
  markup: string;
  manual: string;
  nbu_rate: string | null;
  nbu_date: string | null;
  effective: string;
}

/** What the admin's currency dropdown shows: per currency the source, the NBU rate and day, the effective rate. */
export async function readRatesState(db: Queryable): Promise<RatesState> {
  const [{ rows }, fetches] = await Promise.all([
    db.query<StateRow>(
      `SELECT s.currency, s.source, s.markup_percent AS markup,
         CASE s.currency WHEN 'USD' THEN c.usd ELSE c.eur END AS manual,
         n.rate AS nbu_rate, to_char(n.rate_date, 'YYYY-MM-DD') AS nbu_date,
         CASE s.currency WHEN 'USD' THEN e.usd ELSE e.eur END AS effective
       FROM rate_sources s CROSS JOIN currency_rates c JOIN effective_rates e ON e.id = c.id
       LEFT JOIN LATERAL (
         SELECT rate, rate_date FROM nbu_rates WHERE currency = s.currency ORDER BY rate_date DESC LIMIT 1
       ) n ON true`,
    ),
    db.query<{ attempted_at: Date; succeeded_at: Date | null; error: string | null }>(
      'SELECT attempted_at, succeeded_at, error FROM nbu_fetches WHERE id = 1',
    ),
  ]);
  const fetch = fetches.rows[0];
  const state = (row: StateRow): CurrencyRateState => ({
    source: row.source,
    markup: Number(row.markup),
    manual: Number(row.manual),
    nbu: row.nbu_rate && row.nbu_date ? { rate: Number(row.nbu_rate), date: row.nbu_date } : null,
    effective: Number(row.effective),
  });
  return {
    currencies: Object.fromEntries(rows.map((row) => [row.currency, state(row)])) as RatesState['currencies'],
    lastFetch: {
      attemptedAt: fetch?.attempted_at.toISOString() ?? null,
      succeededAt: fetch?.succeeded_at?.toISOString() ?? null,
      error: fetch?.error ?? null,
    },
  };
}
