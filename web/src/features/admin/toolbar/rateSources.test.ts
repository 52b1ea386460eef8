import type { RatesState } from '@shop/shared/src/rate-sources';
import { acceptMarkupText, fetchWarning, rateLine, sourcesToSend, toSourceDraft } from './rateSources';

const state: RatesState = {
  currencies: {
    USD: { source: 'nbu', markup: 2.5, manual: 41.5, nbu: { rate: 41.2345, date: '2026-11-24' }, effective: 42.2654 },
    EUR: { source: 'manual', markup: 0, manual: 45.2, nbu: null, effective: 45.2 },
  },
  lastFetch: {
    attemptedAt: '2026-11-25T08:00:00.000Z',
    succeededAt: '2026-11-24T08:00:00.000Z',
    error: 'НБУ ответил 503',
  },
};

describe('rate sources in the currency dropdown', () => {
  it('shows the NBU rate, its day and the effective rate', () => {
    expect(rateLine(state.currencies.USD)).toBe('НБУ 41.2345 на 24.11.2026 · действует 42.2654');
    expect(rateLine(state.currencies.EUR)).toBe('курса НБУ ещё нет · действует 45.2');
  });

  it('warns the admin after a failed fetch only', () => {
    expect(fetchWarning(state.lastFetch)).toBe(
      'Курс НБУ не получен: НБУ ответил 503. Действуют последние полученные курсы.',
    );
    expect(fetchWarning({ ...state.lastFetch, error: null })).toBeNull();
  });

  it('sends the sources with markups as numbers (a comma is a decimal point)', () => {
    const draft = toSourceDraft(state);
    expect(draft).toEqual({ USD: { source: 'nbu', markup: '2.5' }, EUR: { source: 'manual', markup: '0' } });
    expect(sourcesToSend({ ...draft, EUR: { source: 'nbu', markup: '-1,5' } })).toEqual({
      body: { USD: { source: 'nbu', markup: 2.5 }, EUR: { source: 'nbu', markup: -1.5 } },
    });
  });

  it('refuses a markup out of -50..100 % or empty, and ignores typing that is not a number', () => {
    const error = 'Наценка к курсу НБУ — число от -50 до 100 процентов';
    expect(sourcesToSend({ ...toSourceDraft(state), USD: { source: 'nbu', markup: '150' } })).toEqual({ error });
    expect(sourcesToSend({ ...toSourceDraft(state), USD: { source: 'nbu', markup: '' } })).toEqual({ error });
    expect(acceptMarkupText('2', '2a')).toBe('2');
    expect(acceptMarkupText('2', '2,5')).toBe('2,5');
  });
});
