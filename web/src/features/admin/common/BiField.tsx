/**
 * A bilingual {ru, ua} field: the Russian and Ukrainian inputs side by side; the Ukrainian one can be copied
 * from the Russian or translated (POST /api/translate; the error message is shown on failure).
 */
import { useState } from 'react';
import type { Bilingual } from '@shop/shared/src/domain';
import { errorMessage } from '../../../shared/api/apiFetch';
import { toast } from '../../../shared/ui/toast';
import { translateRu } from './api';
import { TextField } from './TextField';

interface BiFieldProps {
  label: string;
  value: Bilingual;
  onChange(value: Bilingual): void;
  multiline?: boolean;
  rows?: number;
  invalid?: boolean;
  maxLength?: number;
}

function UaActions({ ru, onUa }: { ru: string; onUa(ua: string): void }) {
  const [busy, setBusy] = useState(false);
  const translate = async () => {
    setBusy(true);
    try {
      onUa(await translateRu(ru));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="admin-field__actions">
      <button
        type="button"
        className="admin-link"
        disabled={!ru.trim()}
        onClick={() => onUa(ru)}
        title="Скопировать текст из русского поля"
      >
        Копировать
      </button>
      <button
        type="button"
        className="admin-link"
        disabled={!ru.trim() || busy}
        onClick={translate}
        title="Перевести русский текст на украинский"
      >
        {busy ? 'Перевод…' : 'Перевести'}
      </button>
    </span>
  );
}

export function BiField({ label, value, onChange, multiline, rows, invalid, maxLength }: BiFieldProps) {
  return (
    <fieldset className="admin-bi">
      <legend className="admin-bi__legend">{label}</legend>
      <TextField
        label="RU"
        lang="ru"
        value={value.ru}
        multiline={multiline}
        rows={rows}
        maxLength={maxLength}
        invalid={invalid && !value.ru.trim()}
        onChange={(ru) => onChange({ ...value, ru })}
      />
      <TextField
        label="UA"
        lang="uk"
        value={value.ua}
        multiline={multiline}
        rows={rows}
        maxLength={maxLength}
        invalid={invalid && !value.ua.trim()}
        onChange={(ua) => onChange({ ...value, ua })}
        actions={<UaActions ru={value.ru} onUa={(ua) => onChange({ ...value, ua })} />}
      />
    </fieldset>
  );
}

export const bothFilled = (text: Bilingual) => !!text.ru.trim() && !!text.ua.trim();
export const emptyBi = (): Bilingual => ({ ru: '', ua: '' });
