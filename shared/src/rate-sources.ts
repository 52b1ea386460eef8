/**
 * Where each foreign currency's rate comes from: the admin's manual rate (the default) or the National Bank of
 * Ukraine's official rate plus a markup in percent. The admin's request and answer, shared by the orders
 * service and the admin's currency dropdown.
 */
import { z } from 'zod';

export const RATE_CURRENCIES = ['USD', 'EUR'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

export const RATE_SOURCE_MESSAGES = {
  source: 'Источник курса: manual или nbu',
  markup: 'Наценка к курсу НБУ — число от -50 до 100 процентов',
} as const;

export const RATE_SOURCES_PATH = '/api/currencyrate/sources';

const currencySource = z.object(
  {
    source: z.enum(['manual', 'nbu'], { error: RATE_SOURCE_MESSAGES.source }),
    markup: z
      .number({ error: RATE_SOURCE_MESSAGES.markup })
      .min(-50, RATE_SOURCE_MESSAGES.markup)
      .max(100, RATE_SOURCE_MESSAGES.markup)
      .transform((n) => Math.round(n * 100) / 100),
  },
  { error: RATE_SOURCE_MESSAGES.source },
);

/** PUT /api/currencyrate/sources. */
export const rateSourcesInput = z.object({ USD: currencySource, EUR: currencySource });
export type RateSourcesInput = z.infer<typeof rateSourcesInput>;
export type CurrencySource = RateSourcesInput[RateCurrency];

export interface CurrencyRateState extends CurrencySource {
  /** The admin's manual rate (POST /api/currencyrate). */
  manual: number;
  /** The latest official rate and its day (YYYY-MM-DD), or null before the first successful fetch. */
  nbu: { rate: number; date: string } | null;
  /** What orders and shoppers are priced with. */
  effective: number;
}

/** GET /api/currencyrate/sources (admin only). */
export interface RatesState {
  currencies: Record<RateCurrency, CurrencyRateState>;
  /** The last fetch from the NBU; a failure's message stays until a fetch succeeds. */
  lastFetch: { attemptedAt: string | null; succeededAt: string | null; error: string | null };
}
