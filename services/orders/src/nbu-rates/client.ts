import { RATE_CURRENCIES, type RateCurrency } from '@shop/shared';
import { nbuAnswerSchema } from './schema';

export const DEFAULT_NBU_API_URL = 'https://bank.gov.ua/NBUStatService/v1/statdirectory/exchange?json';
const TIMEOUT_MS = 15_000;

export interface NbuRate {
  currency: RateCurrency;
  /** YYYY-MM-DD, the day the NBU set the rate for. */
  date: string;
  rate: number;
}

const isoDate = (ddmmyyyy: string) => ddmmyyyy.split('.').reverse().join('-');

/** The NBU's official USD and EUR rates; throws (with a message for the admin) when the answer has not both. */
export async function fetchNbuRates(url: string): Promise<NbuRate[]> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`НБУ ответил ${res.status}`);
  const parsed = nbuAnswerSchema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new Error('НБУ прислал ответ не в своём формате');
  const rates = RATE_CURRENCIES.flatMap((currency) => {
    const item = parsed.data.find((i) => i.cc === currency);
    return item ? [{ currency, date: isoDate(item.exchangedate), rate: item.rate }] : [];
  });
  if (rates.length !== RATE_CURRENCIES.length) throw new Error('В ответе НБУ нет курса USD или EUR');
  return rates;
}
