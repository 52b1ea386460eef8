/** /edit_options: option sets (sorted by name) and the editor; save is PUT with an id, else POST. */
import { useState } from 'react';
import type { Bilingual } from '@shop/shared/src/domain';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Icon } from '../../../shared/ui/Icon';
import { toast } from '../../../shared/ui/toast';
import { AdminPage, FormError } from '../common/AdminPage';
import { adminWrite, newId, refreshKey } from '../common/api';
import { BiField, emptyBi } from '../common/BiField';
import { TextField } from '../common/TextField';
import { useOptionSets, type OptionSet } from '../common/useAdminData';
import {
  addOption,
  addValue,
  emptyOptionSet,
  optionSetError,
  removeOption,
  removeValue,
  saveMethod,
  sortByName,
  type OptionName,
  type OptionSetDraft,
  type Outcome,
} from './optionSet';

interface EditorProps {
  draft: OptionSetDraft;
  setDraft(draft: OptionSetDraft): void;
  apply(outcome: Outcome<OptionSetDraft>): boolean;
}

function OptionCard({ option, draft, setDraft, apply }: EditorProps & { option: OptionName }) {
  const [value, setValue] = useState<Bilingual>(emptyBi);
  const values = draft.optValues.filter((v) => v.optId === option.id);
  return (
    <div className="admin-card">
      <div className="admin-row" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <h3 className="admin-card__title">
          {option.ru} / {option.ua}
        </h3>
        <button
          type="button"
          className="admin-btn admin-btn--danger"
          onClick={() => setDraft(removeOption(draft, option.id))}
        >
          Удалить опцию
        </button>
      </div>
      <div className="admin-chips" aria-label={`Значения опции ${option.ru}`}>
        {values.length ? null : <p className="admin-empty">Значений пока нет</p>}
        {values.map((v) => (
          <span key={v.id} className="admin-chip">
            {v.ru} / {v.ua}
            <button
              type="button"
              aria-label={`Удалить значение ${v.ru}`}
              onClick={() => setDraft(removeValue(draft, v.id))}
            >
              ×
            </button>
          </span>
        ))}
      </div>
      <div className="admin-row">
        <BiField label="Новое значение" value={value} onChange={setValue} />
        <button
          type="button"
          className="admin-btn"
          onClick={() => apply(addValue(draft, option.id, value, newId())) && setValue(emptyBi())}
        >
          Добавить значение
        </button>
      </div>
    </div>
  );
}

function NewOption({ draft, apply }: Omit<EditorProps, 'setDraft'>) {
  const [name, setName] = useState<Bilingual>(emptyBi);
  return (
    <div className="admin-row">
      <BiField label="Новая опция (например, Размер / Розмір)" value={name} onChange={setName} />
      <button
        type="button"
        className="admin-btn"
        onClick={() => apply(addOption(draft, name, newId())) && setName(emptyBi())}
      >
        Добавить опцию
      </button>
    </div>
  );
}

function SetList({
  sets,
  currentId,
  onEdit,
  onDelete,
}: {
  sets: OptionSet[];
  currentId?: string;
  onEdit(s: OptionSet): void;
  onDelete(s: OptionSet): void;
}) {
  if (!sets.length) return <p className="admin-empty">Наборов опций пока нет</p>;
  return (
    <table className="admin-table">
      <tbody>
        {sortByName(sets).map((s) => (
          <tr key={s._id} className={s._id === currentId ? 'is-current' : undefined}>
            <td>
              <strong>{s.name}</strong>
              <br />
              <small>{s.opt.map((o) => o.ru).join(', ')}</small>
            </td>
            <td className="admin-table__actions">
              <button
                type="button"
                className="admin-icon-btn"
                aria-label={`Редактировать ${s.name}`}
                onClick={() => onEdit(s)}
              >
                <Icon name="edit" />
              </button>
              <button
                type="button"
                className="admin-icon-btn admin-icon-btn--danger"
                aria-label={`Удалить ${s.name}`}
                onClick={() => onDelete(s)}
              >
                <Icon name="trash" />
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function OptionsPage() {
  const { data: sets = [], mutate } = useOptionSets();
  const [draft, setDraft] = useState<OptionSetDraft>(emptyOptionSet);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<OptionSet | null>(null);

  const apply = (outcome: Outcome<OptionSetDraft>) => {
    if (!outcome.ok) return (setError(outcome.error), toast.error(outcome.error), false);
    setDraft(outcome.value);
    setError(null);
    if (outcome.warning) {
      setWarning(outcome.warning);
      toast.info(outcome.warning);
    }
    return true;
  };
  const reset = (next: OptionSetDraft = emptyOptionSet()) => (setDraft(next), setError(null), setWarning(null));

  const save = async () => {
    const invalid = optionSetError(draft);
    if (invalid) return (setError(invalid), void toast.error(invalid));
    setSaving(true);
    const saved = await adminWrite('/api/options', { method: saveMethod(draft), body: draft });
    setSaving(false);
    if (!saved) return;
    toast.success('Опции сохранены');
    reset();
    await Promise.all([mutate(), refreshKey('/api/options')]);
  };

  const remove = async () => {
    const set = toDelete;
    setToDelete(null);
    if (!set || !(await adminWrite(`/api/options/${set._id}`, { method: 'DELETE' }))) return;
    toast.success('Набор опций удалён');
    if (draft._id === set._id) reset();
    await mutate();
  };

  const resetButton = (
    <button type="button" className="admin-btn admin-btn--ghost" onClick={() => reset()}>
      Новые опции
    </button>
  );
  return (
    <AdminPage title="Опции" onSave={save} saving={saving} extra={resetButton}>
      <div className="admin-columns">
        <div style={{ display: 'grid', gap: 14 }}>
          <div className="admin-card">
            <h2 className="admin-card__title">{draft._id ? `Редактирование: ${draft.name}` : 'Новый набор опций'}</h2>
            <TextField
              label="Название набора опций"
              value={draft.name}
              invalid={error === 'Название опций обязательно'}
              onChange={(name) => setDraft({ ...draft, name })}
            />
            <NewOption draft={draft} apply={apply} />
            <FormError message={error} />
            {warning && draft.opt.length > 3 && <p className="admin-warning">{warning}</p>}
          </div>
          {draft.opt.map((o) => (
            <OptionCard key={o.id} option={o} draft={draft} setDraft={setDraft} apply={apply} />
          ))}
        </div>
        <div className="admin-card">
          <h2 className="admin-card__title">Наборы опций</h2>
          <SetList
            sets={sets}
            currentId={draft._id}
            onEdit={(s) => reset(structuredClone({ _id: s._id, name: s.name, opt: s.opt, optValues: s.optValues }))}
            onDelete={setToDelete}
          />
        </div>
      </div>
      {toDelete && (
        <ConfirmDialog
          text={`Удалить набор опций «${toDelete?.name ?? ''}»?`}
          onYes={remove}
          onNo={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
