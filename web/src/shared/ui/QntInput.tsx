/** Quantity field with minus and plus: digits only, at most 3 characters, plus caps at 999, minus clears at 1 or less. */
import { useT } from '../i18n/useT';
import { decrementQnt, incrementQnt, QNT_MAX_LENGTH, sanitizeQnt } from '../format/quantity';
import './qnt.css';

export function QntInput({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (qnt: string) => void;
  label: string;
}) {
  const t = useT();
  return (
    <div className="qnt">
      <button
        type="button"
        className="qnt__btn"
        aria-label={`${t('decrease')}: ${label}`}
        onClick={() => onChange(decrementQnt(value))}
      >
        −
      </button>
      <input
        className="qnt__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={QNT_MAX_LENGTH}
        aria-label={`${t('quantity')}: ${label}`}
        placeholder="0"
        value={value}
        onChange={(e) => onChange(sanitizeQnt(e.target.value))}
      />
      <button
        type="button"
        className="qnt__btn"
        aria-label={`${t('increase')}: ${label}`}
        onClick={() => onChange(incrementQnt(value))}
      >
        +
      </button>
    </div>
  );
}
