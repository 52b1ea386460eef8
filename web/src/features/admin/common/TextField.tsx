/** A labelled text input or textarea, capitalised on blur. */
import { useId, type ReactNode } from 'react';
import { capitalize } from './capitalize';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  invalid?: boolean;
  /** off for values that are not prose (barcodes, numbers) */
  capitalizeOnBlur?: boolean;
  placeholder?: string;
  actions?: ReactNode;
  lang?: string;
}

export function TextField({
  label,
  value,
  onChange,
  multiline,
  rows = 4,
  maxLength,
  invalid,
  capitalizeOnBlur = true,
  placeholder,
  actions,
  lang,
}: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    maxLength,
    placeholder,
    lang,
    'aria-invalid': invalid || undefined,
    className: `admin-input${invalid ? ' admin-input--invalid' : ''}`,
    onBlur: () => {
      const next = capitalizeOnBlur ? capitalize(value) : value.trim();
      if (next !== value) onChange(next);
    },
  };
  return (
    <div className="admin-field">
      <div className="admin-field__head">
        <label htmlFor={id} className="admin-field__label">
          {label}
        </label>
        {actions}
      </div>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}
