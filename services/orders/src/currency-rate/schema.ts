import { z } from 'zod';
import { BOUND_MESSAGES, isRate } from '@shop/shared';

const rate = z.number({ error: BOUND_MESSAGES.rate }).refine(isRate, BOUND_MESSAGES.rate);

/** POST /api/currencyrate: numbers within the shop's rate bounds, as the rates form sends them. */
export const setRateSchema = z.object({ USD: rate, EUR: rate });
