import { useId, useState, type KeyboardEvent } from 'react';
import { useOrderT } from '../../../shared/i18n/orderTexts';
import { useBi } from '../../../shared/i18n/useT';
import { MAX_LENGTH } from '../checkoutForm';
import { useDebounced, useSettlements, type NpSettlement } from './api';
import { useNpT } from './texts';
import './nova-poshta.css';

/**
 * Checkout's city as a combobox over Nova Poshta's settlements (the shop's copy): typing in Ukrainian or
 * Russian searches when the shopper pauses; picking one keeps its ref. Typed text that matches nothing stays
 * the shopper's own, as the plain field would.
 */
export function SettlementField({
  value,
  picked,
  disabled,
  onType,
  onChoose,
}: {
  value: string;
  picked: boolean;
  disabled?: boolean;
  onType(value: string): void;
  onChoose(name: string, ref: string): void;
}) {
  const t = useOrderT();
  const nt = useNpT();
  const bi = useBi();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebounced(open && !picked ? value : '');
  const { data, isLoading } = useSettlements(typed);
  const options = typed ? (data?.settlements ?? []) : [];
  const showList = open && options.length > 0;

  const choose = (settlement: NpSettlement) => {
    onChoose(bi(settlement.name), settlement.ref);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.max(0, Math.min(options.length - 1, i + step)));
    } else if (e.key === 'Enter' && showList && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape') setOpen(false);
  };

  return (
    <div className="checkout__field np-combo">
      <label htmlFor={`${id}-input`}>{t('city')}</label>
      <input
        id={`${id}-input`}
        name="city"
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-describedby={`${id}-hint`}
        aria-activedescendant={showList && active >= 0 ? `${id}-${active}` : undefined}
        autoComplete="off"
        value={value}
        disabled={disabled}
        maxLength={MAX_LENGTH.city}
        onChange={(e) => {
          onType(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <small id={`${id}-hint`} className="np-combo__hint">
        {open && typed && isLoading
          ? nt('searching')
          : open && typed && data && !options.length
            ? nt('nothingFound')
            : nt('cityHint')}
      </small>
      <ul id={`${id}-list`} role="listbox" aria-label={t('city')} className="np-combo__list" hidden={!showList}>
        {options.map((settlement, i) => (
          <li
            key={settlement.ref}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === active}
            className="np-combo__option"
            // Keeps the focus in the field, so the click lands before the list closes on blur.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(settlement)}
          >
            <strong>{bi(settlement.name)}</strong>
            <span>
              {[bi(settlement.type), bi(settlement.area)].filter(Boolean).join(', ')}
              {settlement.warehouses > 0 && ` · ${settlement.warehouses} ${nt('branches')}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
