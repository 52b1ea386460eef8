/** The currency-rate dropdown: USD and EUR accept numeric input only, are sent as numbers, and it closes after a save. */
import { useState, type FormEvent } from 'react';
import useSWR, { mutate } from 'swr';
import type { CurrencyRate } from '@shop/shared/src/domain';
import { apiFetch, errorMessage } from '../../../shared/api/apiFetch';
import { toast } from '../../../shared/ui/toast';
import { acceptRateText, rateError, rateValue } from './currencyInput';
import { useDropdown } from './useDropdown';

const RATES_KEY = '/api/currencyrate';
const text = (n: number | undefined) => (n ? String(n) : '');
const invalidProps = (invalid: boolean) => ({
  className: `admin-input${invalid ? ' admin-input--invalid' : ''}`,
  'aria-invalid': invalid || undefined,
});

function RatesForm({ rates, onSaved }: { rates?: CurrencyRate; onSaved(): void }) {
  const [usd, setUsd] = useState(text(rates?.USD));
  const [eur, setEur] = useState(text(rates?.EUR));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = rateError(usd) ?? rateError(eur);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const saved = await apiFetch<CurrencyRate>(RATES_KEY, {
        method: 'POST',
        body: { USD: rateValue(usd), EUR: rateValue(eur) },
      });
      await mutate(RATES_KEY, saved, { revalidate: false });
      onSaved();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="admin-dropdown__panel admin-rates" onSubmit={submit}>
      <label>
        USD
        <input
          {...invalidProps(!!error && !!rateError(usd))}
          inputMode="decimal"
          value={usd}
          onChange={(e) => setUsd(acceptRateText(usd, e.target.value))}
        />
      </label>
      <label>
        EUR
        <input
          {...invalidProps(!!error && !!rateError(eur))}
          inputMode="decimal"
          value={eur}
          onChange={(e) => setEur(acceptRateText(eur, e.target.value))}
        />
      </label>
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
  return (
    <div className="admin-dropdown" ref={ref}>
      <button type="button" className="admin-toolbar__link" aria-expanded={open} onClick={toggle}>
        Курс валют ▾
      </button>
      {open && <RatesForm rates={data} onSaved={() => setOpen(false)} />}
    </div>
  );
}
