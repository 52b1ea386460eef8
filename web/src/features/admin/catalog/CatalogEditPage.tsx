/** /add_catalog and /edit_catalog/:id: names, parent (only catalogs without products), image; delete with Да / Нет. */
import { NAME_MAX } from '@shop/shared/src/bounds';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { Catalog } from '../../../shared/api/types';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { AdminPage, FormError } from '../common/AdminPage';
import { adminWrite, refreshCatalogs, refreshItem } from '../common/api';
import { BiField } from '../common/BiField';
import { ImageField } from '../common/ImageUpload';
import { useCatalogs } from '../common/useAdminData';
import { catalogError, catalogLabel, emptyCatalog, parentChoices, parentError, type CatalogDraft } from './catalogForm';

function ParentPicker({
  draft,
  catalogs,
  onChange,
}: {
  draft: CatalogDraft;
  catalogs: Catalog[];
  onChange(parentId: string | null): void;
}) {
  return (
    <div className="admin-field">
      <label htmlFor="catalog-parent" className="admin-field__label">
        Родительский каталог
      </label>
      <select
        id="catalog-parent"
        className="admin-select"
        value={draft.parentId ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">— Корневой каталог —</option>
        {parentChoices(catalogs).map((c) => (
          <option key={c._id} value={c._id}>
            {catalogLabel(c)}
          </option>
        ))}
      </select>
      <p className="admin-field__hint">Каталоги с товарами не могут быть родителями.</p>
    </div>
  );
}

function CatalogForm({ initial }: { initial: CatalogDraft }) {
  const navigate = useNavigate();
  const { data: catalogs = [] } = useCatalogs();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const fail = (message: string) => (setError(message), toast.error(message));

  const pickParent = (parentId: string | null) => {
    const invalid = parentError(catalogs, draft._id, parentId);
    setDraft({ ...draft, parentId: invalid ? null : parentId });
    if (invalid) fail(invalid);
    else setError(null);
  };

  const save = async () => {
    const invalid = catalogError(draft) ?? parentError(catalogs, draft._id, draft.parentId);
    if (invalid) return fail(invalid);
    setError(null);
    setSaving(true);
    const parent = catalogs.find((c) => c._id === draft.parentId);
    const body = { ...draft, parent: parent ? parent.name.ru : null, image: draft.image };
    const saved = await adminWrite('/api/catalogs', { method: draft._id ? 'PUT' : 'POST', body });
    setSaving(false);
    if (!saved) return;
    toast.success(draft._id ? 'Каталог сохранён' : 'Каталог создан');
    navigate('/');
    await Promise.all([refreshCatalogs(), draft._id && refreshItem(`/api/catalogs/catalog/${draft._id}`)]);
  };

  const remove = async () => {
    setConfirm(false);
    if (!(await adminWrite(`/api/catalogs/catalog/${draft._id}`, { method: 'DELETE' }))) return;
    toast.success('Каталог удалён');
    navigate('/');
    await refreshCatalogs();
  };

  const deleteButton = draft._id && (
    <button type="button" className="admin-btn admin-btn--danger" onClick={() => setConfirm(true)}>
      Удалить каталог
    </button>
  );
  return (
    <AdminPage
      title={draft._id ? 'Редактирование каталога' : 'Новый каталог'}
      onSave={save}
      saving={saving}
      extra={deleteButton}
    >
      <div className="admin-card">
        <BiField
          label="Каталог"
          value={draft.name}
          maxLength={NAME_MAX}
          invalid={error === catalogError(draft) && !!error}
          onChange={(name) => setDraft({ ...draft, name })}
        />
        <ParentPicker draft={draft} catalogs={catalogs} onChange={pickParent} />
        <ImageField
          label="Изображение каталога"
          image={draft.image}
          onChange={(image) => setDraft({ ...draft, image })}
        />
        <FormError message={error} />
      </div>
      {confirm && (
        <ConfirmDialog text={`Удалить каталог «${draft.name.ru}»?`} onYes={remove} onNo={() => setConfirm(false)} />
      )}
    </AdminPage>
  );
}

export function AddCatalogPage() {
  return <CatalogForm initial={emptyCatalog()} />;
}

export function EditCatalogPage() {
  const { id = '' } = useParams();
  const { data } = useSWR<{ catalog: Catalog }>(`/api/catalogs/catalog/${encodeURIComponent(id)}`);
  const [initial, setInitial] = useState<CatalogDraft | null>(null);
  useEffect(() => {
    const c = data?.catalog;
    if (c)
      setInitial((d) =>
        d?._id === c._id ? d : { _id: c._id, name: { ...c.name }, parentId: c.parentId, image: c.image ?? null },
      );
  }, [data]);
  return initial ? <CatalogForm key={initial._id} initial={initial} /> : <Spinner />;
}
