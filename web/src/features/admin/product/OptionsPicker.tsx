/** Option set, options and values of a product; each change rebuilds the price tree (kept prices stay). */
import type { ProductDraft, OptionSetLike } from './productForm';
import { chooseOptionSet, clearOptions, toggleOption, toggleValue } from './productForm';

interface OptionsPickerProps {
  draft: ProductDraft;
  sets: OptionSetLike[];
  onChange(draft: ProductDraft): void;
}

function Chip({ on, label, onClick }: { on: boolean; label: string; onClick(): void }) {
  return (
    <button type="button" className="admin-chip admin-chip--choice" aria-pressed={on} onClick={onClick}>
      {label}
    </button>
  );
}

export function OptionsPicker({ draft, sets, onChange }: OptionsPickerProps) {
  const set = sets.find((s) => s._id === draft.optionsId);
  return (
    <div className="admin-card">
      <div className="admin-row" style={{ alignItems: 'end' }}>
        <div className="admin-field">
          <label htmlFor="product-options" className="admin-field__label">
            Набор опций
          </label>
          <select
            id="product-options"
            className="admin-select"
            value={draft.optionsId ?? ''}
            onChange={(e) => onChange(chooseOptionSet(draft, e.target.value || null))}
          >
            <option value="">— Без опций —</option>
            {sets.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="admin-btn admin-btn--ghost"
          disabled={!draft.selfOpt.length}
          onClick={() => onChange(clearOptions(draft))}
        >
          Очистить опции
        </button>
      </div>
      {set && (
        <>
          <div className="admin-field">
            <span className="admin-field__label">Опции товара</span>
            <div className="admin-chips">
              {set.opt.map((o) => (
                <Chip
                  key={o.id}
                  on={draft.selfOpt.some((c) => c.id === o.id)}
                  label={`${o.ru} / ${o.ua}`}
                  onClick={() => onChange(toggleOption(draft, set, o.id))}
                />
              ))}
            </div>
          </div>
          {draft.selfOpt.map((o) => (
            <div key={o.id} className="admin-field">
              <span className="admin-field__label">Значения: {o.ru}</span>
              <div className="admin-chips">
                {set.optValues
                  .filter((v) => v.optId === o.id)
                  .map((v) => (
                    <Chip
                      key={v.id}
                      on={draft.selfOptValues.some((c) => c.id === v.id)}
                      label={v.ru}
                      onClick={() => onChange(toggleValue(draft, set, v.id))}
                    />
                  ))}
              </div>
            </div>
          ))}
        </>
      )}
    </div>
  );
}
