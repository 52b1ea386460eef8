/**
 * The currency-rate dropdown: the manual USD and EUR rates (numeric input only, sent as numbers) and, per
 * currency, its source (manual or NBU plus a markup), the NBU rate and day and the effective rate; a failed NBU
 * fetch is told here (admins only). It closes after a save.
 */
import { useState, type FormEvent } from 'react';
import useSWR, { mutate } from 'swr';
import type { CurrencyRate } from '@shop/shared/src/domain';
import { RATE_CURRENCIES, RATE_SOURCES_PATH, type RatesState } from '@shop/shared/src/rate-sources';
import { apiFetch, errorMessage } from '../../../shared/api/apiFetch';
import { toast } from '../../../shared/ui/toast';
import { acceptRateText, rateError, rateValue } from './currencyInput';
import {
  acceptMarkupText,
  fetchWarning,
  rateLine,
  sourcesToSend,
  toSourceDraft,
  type SourceDraft,
} from './rateSources';
import { useDropdown } from './useDropdown';

const RATES_KEY = '/api/currencyrate';
const text = (n: number | undefined) => (n ? String(n) : '');
const invalidProps = (invalid: boolean) => ({
  className: `admin-input${invalid ? ' admin-input--invalid' : ''}`,
  'aria-invalid': invalid || undefined,
});

function SourceFields({
  currency,
  draft,
  state,
  onChange,
}: {
  currency: (typeof RATE_CURRENCIES)[number];
  draft: SourceDraft;
  state: RatesState;
  onChange(draft: SourceDraft): void;
}) {
  const mine = draft[currency];
  const set = (change: Partial<SourceDraft[typeof currency]>) =>
    onChange({ ...draft, [currency]: { ...mine, ...change } });
  return (
    <div className="admin-rates__source">
      <label>
        <span className="visually-hidden">Источник {currency}</span>
        <select
          className="admin-input"
          value={mine.source}
          onChange={(e) => set({ source: e.target.value === 'nbu' ? 'nbu' : 'manual' })}
        >
          <option value="manual">Вручную</option>
          <option value="nbu">НБУ + наценка</option>
        </select>
      </label>
      <label>
        <span className="visually-hidden">Наценка {currency}, %</span>
        <input
          className="admin-input admin-rates__markup"
          inputMode="decimal"
          disabled={mine.source !== 'nbu'}
          value={mine.markup}
          onChange={(e) => set({ markup: acceptMarkupText(mine.markup, e.target.value) })}
        />
        <span aria-hidden="true">%</span>
      </label>
      <p className="admin-rates__line">{rateLine(state.currencies[currency])}</p>
    </div>
  );
}

function RatesForm({ rates, state, onSaved }: { rates?: CurrencyRate; state?: RatesState; onSaved(): void }) {
  const [usd, setUsd] = useState(text(state?.currencies.USD.manual ?? rates?.USD));
  const [eur, setEur] = useState(text(state?.currencies.EUR.manual ?? rates?.EUR));
  const [sources, setSources] = useState(state && toSourceDraft(state));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const manual = { USD: [usd, setUsd], EUR: [eur, setEur] } as const;
  const warning = state && fetchWarning(state.lastFetch);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = rateError(usd) ?? rateError(eur);
    setError(invalid);
    if (invalid) return;
    const checked = sources && sourcesToSend(sources);
    if (checked && 'error' in checked) return void toast.error(checked.error);
    setBusy(true);
    try {
      await apiFetch<CurrencyRate>(RATES_KEY, { method: 'POST', body: { USD: rateValue(usd), EUR: rateValue(eur) } });
      if (checked) await apiFetch<RatesState>(RATE_SOURCES_PATH, { method: 'PUT', body: checked.body });
      await Promise.all([mutate(RATES_KEY), mutate(RATE_SOURCES_PATH)]);
      onSaved();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="admin-dropdown__panel admin-rates" onSubmit={submit}>
      {warning && (
        <p className="admin-rates__warning" role="alert">
          {warning}
        </p>
      )}
      {RATE_CURRENCIES.map((currency) => {
        const [value, setValue] = manual[currency];
        return (
          <fieldset key={currency} className="admin-rates__currency">
            <label>
              {currency}
              <input
                {...invalidProps(!!error && !!rateError(value))}
                inputMode="decimal"
                value={value}
                onChange={(e) => setValue(acceptRateText(value, e.target.value))}
              />
            </label>
            {state && sources && (
              <SourceFields currency={currency} draft={sources} state={state} onChange={setSources} />
            )}
          </fieldset>
        );
      })}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="admin-btn admin-btn--primary" disabled={busy}>
        {busy ? 'Сохранение…' : 'Сохранить'}
      </button>
    </form>
  );
}

export function CurrencyRates() {
  const { open, toggle, setOpen, ref } = useDropdown<HTMLDivElement>();
  const { data } = useSWR<CurrencyRate>(RATES_KEY, { onError: () => undefined });
  const sources = useSWR<RatesState>(open ? RATE_SOURCES_PATH : null, { onError: () => undefined });
  const ready = !open || !sources.isLoading;
  return (
    <div className="admin-dropdown" ref={ref}>
      <button type="button" className="admin-toolbar__link" aria-expanded={open} onClick={toggle}>
        Курс валют ▾
      </button>
      {open && ready && <RatesForm rates={data} state={sources.data} onSaved={() => setOpen(false)} />}
    </div>
  );
}
