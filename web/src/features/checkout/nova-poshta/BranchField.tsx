import { useId, useState } from 'react';
import { useOrderT } from '../../../shared/i18n/orderTexts';
import { useBi } from '../../../shared/i18n/useT';
import { useDebounced, useWarehouses } from './api';
import { categoryKey, useNpT } from './texts';
import './nova-poshta.css';

/**
 * The picked settlement's branches, parcel lockers and points in shops (number, kind, address) to choose from,
 * narrowed by a filter (a number's first digits or a part of the street).
 */
export function BranchField({
  settlementRef,
  branch,
  branchRef,
  onChoose,
}: {
  settlementRef: string;
  branch: string;
  branchRef: string | undefined;
  onChoose(number: string, ref: string): void;
}) {
  const t = useOrderT();
  const nt = useNpT();
  const bi = useBi();
  const id = useId();
  const [filter, setFilter] = useState('');
  const { data } = useWarehouses(settlementRef, useDebounced(filter));
  const list = data?.warehouses ?? [];
  return (
    <div className="np-branch">
      <label className="checkout__field" htmlFor={`${id}-filter`}>
        <span>{nt('branchFilter')}</span>
        <input
          id={`${id}-filter`}
          type="search"
          autoComplete="off"
          maxLength={60}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </label>
      <label className="checkout__field" htmlFor={`${id}-branch`}>
        <span>{t('branch')}</span>
        <select
          id={`${id}-branch`}
          name="branch"
          value={branchRef ?? ''}
          onChange={(e) => {
            const chosen = list.find((w) => w.ref === e.target.value);
            if (chosen) onChoose(chosen.number, chosen.ref);
          }}
        >
          <option value="" disabled>
            {nt('chooseBranch')}
          </option>
          {branchRef && !list.some((w) => w.ref === branchRef) && <option value={branchRef}>№{branch}</option>}
          {list.map((w) => (
            <option key={w.ref} value={w.ref}>
              {`№${w.number} · ${nt(categoryKey(w.category))} · ${bi(w.address)}`}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
