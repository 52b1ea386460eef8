import { z } from 'zod';

const RATE_MESSAGE = 'Курс должен быть числом больше нуля';
const rate = z
  .number({ error: RATE_MESSAGE })
  .positive(RATE_MESSAGE)
  // numeric(12, 4) would round a tinier rate to 0, which the table refuses (a 500 before).
  .min(0.0001, RATE_MESSAGE)
  .max(1_000_000, RATE_MESSAGE)
  .finite(RATE_MESSAGE);

/** POST /api/currencyrate: numbers above zero, as the rates form sends them. */
export const setRateSchema = z.object({ USD: rate, EUR: rate });
