import type { CurrencyRate, Queryable } from '@shop/shared';

/** The current (effective: manual, or NBU plus the markup, see nbu-rates) rates, or undefined if none are stored. */
export async function readRate(db: Queryable): Promise<CurrencyRate | undefined> {
  const { rows } = await db.query<{ usd: string; eur: string }>('SELECT usd, eur FROM effective_rates WHERE id = 1');
  return rows[0] && { USD: Number(rows[0].usd), EUR: Number(rows[0].eur) };
}

export async function saveRate(db: Queryable, rate: CurrencyRate): Promise<CurrencyRate> {
  const { rows } = await db.query<{ usd: string; eur: string }>(
    `INSERT INTO currency_rates (id, usd, eur) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET usd = EXCLUDED.usd, eur = EXCLUDED.eur, updated_at = now()
     RETURNING usd, eur`,
    [rate.USD, rate.EUR],
  );
  return { USD: Number(rows[0].usd), EUR: Number(rows[0].eur) };
}
