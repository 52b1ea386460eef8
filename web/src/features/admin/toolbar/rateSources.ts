/** The currency dropdown's rate sources: manual or NBU plus a markup, per currency, and what the admin is told. Pure. */
import type { CurrencyRateState, RateCurrency, RateSourcesInput, RatesState } from '@shop/shared/src/rate-sources';
import { RATE_SOURCE_MESSAGES } from '@shop/shared/src/rate-sources';

export type SourceDraft = Record<RateCurrency, { source: 'manual' | 'nbu'; markup: string }>;

export const toSourceDraft = (state: RatesState): SourceDraft => ({
  USD: { source: state.currencies.USD.source, markup: String(state.currencies.USD.markup) },
  EUR: { source: state.currencies.EUR.source, markup: String(state.currencies.EUR.markup) },
});

const MARKUP = /^-?\d{0,3}([.,]\d{0,2})?$/;

/** The accepted markup text after an edit: the new text when it may become a percentage, else the previous one. */
export const acceptMarkupText = (previous: string, next: string) => (MARKUP.test(next) ? next : previous);

const markupValue = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value >= -50 && value <= 100 ? value : null;
};

/** The body of PUT /api/currencyrate/sources, or the message of what is wrong. */
export function sourcesToSend(draft: SourceDraft): { body: RateSourcesInput } | { error: string } {
  const usd = markupValue(draft.USD.markup);
  const eur = markupValue(draft.EUR.markup);
  if (usd === null || eur === null) return { error: RATE_SOURCE_MESSAGES.markup };
  return { body: { USD: { source: draft.USD.source, markup: usd }, EUR: { source: draft.EUR.source, markup: eur } } };
}

const day = (iso: string) => iso.split('-').reverse().join('.');

/** "НБУ 41.2345 на 24.11.2026 · действует 42.2654", or what stands in for the NBU rate before the first fetch. */
export function rateLine(state: CurrencyRateState): string {
  const nbu = state.nbu ? `НБУ ${state.nbu.rate} на ${day(state.nbu.date)}` : 'курса НБУ ещё нет';
  return `${nbu} · действует ${state.effective}`;
}

/** The admin's warning after a failed fetch (shoppers never see it), or null. */
export function fetchWarning(lastFetch: RatesState['lastFetch']): string | null {
  if (!lastFetch.error) return null;
  return `Курс НБУ не получен: ${lastFetch.error}. Действуют последние полученные курсы.`;
}
