/** /edit_brands: the brand list (sorted by Russian name) and a form; save is PUT with an id, else POST. */
import { NAME_MAX } from '@shop/shared/src/bounds';
import { useState } from 'react';
import type { Brand } from '../../../shared/api/types';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { toast } from '../../../shared/ui/toast';
import { IconButton } from '../common/IconButton';
import { AdminPage, FormError } from '../common/AdminPage';
import { adminWrite, refreshProducts } from '../common/api';
import { BiField } from '../common/BiField';
import { ImageField } from '../common/ImageUpload';
import { useBrands } from '../common/useAdminData';
import { PriceListButton } from '../price-list/PriceListButton';
import { BRAND_IMAGE_RATIO, brandError, emptyBrand, sortBrands, type BrandDraft } from './brandForm';

function BrandRow({
  brand,
  current,
  onEdit,
  onDelete,
}: {
  brand: Brand;
  current: boolean;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <tr className={current ? 'is-current' : undefined}>
      <td>{brand.image?.sm ? <img className="admin-table__thumb" src={brand.image.sm} alt="" /> : null}</td>
      <td>{brand.name.ru}</td>
      <td>{brand.name.ua}</td>
      <td className="admin-table__actions">
        <PriceListButton brandId={brand._id} brandName={brand.name.ru} />
        <IconButton icon="edit" label={`Редактировать ${brand.name.ru}`} title="Редактировать" onClick={onEdit} />
        <IconButton icon="trash" label={`Удалить ${brand.name.ru}`} title="Удалить" danger onClick={onDelete} />
      </td>
    </tr>
  );
}

export default function BrandsPage() {
  const { data: brands, mutate } = useBrands();
  const [draft, setDraft] = useState<BrandDraft>(emptyBrand);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<Brand | null>(null);

  const save = async () => {
    const invalid = brandError(draft);
    setError(invalid);
    if (invalid) return void toast.error(invalid);
    setSaving(true);
    const body = { ...(draft._id ? { _id: draft._id } : {}), name: draft.name, image: draft.image };
    const saved = await adminWrite('/api/brands', { method: draft._id ? 'PUT' : 'POST', body });
    setSaving(false);
    if (!saved) return;
    toast.success(draft._id ? 'Бренд сохранён' : 'Бренд добавлен');
    setDraft(emptyBrand());
    await Promise.all([mutate(), refreshProducts()]);
  };

  const remove = async () => {
    const brand = toDelete;
    setToDelete(null);
    if (!brand || !(await adminWrite(`/api/brands/${brand._id}`, { method: 'DELETE' }))) return;
    toast.success('Бренд удалён');
    if (draft._id === brand._id) setDraft(emptyBrand());
    await Promise.all([mutate(), refreshProducts()]);
  };

  return (
    <AdminPage title="Бренды" onSave={save} saving={saving}>
      <div className="admin-columns">
        <div className="admin-card">
          <h2 className="admin-card__title">{draft._id ? `Редактирование: ${draft.name.ru}` : 'Новый бренд'}</h2>
          <BiField
            label="Название бренда"
            value={draft.name}
            maxLength={NAME_MAX}
            invalid={!!error}
            onChange={(name) => setDraft({ ...draft, name })}
          />
          <ImageField
            label="Логотип (квадратный)"
            image={draft.image}
            ratio={BRAND_IMAGE_RATIO}
            onChange={(image) => setDraft({ ...draft, image })}
          />
          <FormError message={error} />
          {draft._id && (
            <button
              type="button"
              className="admin-btn admin-btn--ghost"
              onClick={() => (setDraft(emptyBrand()), setError(null))}
            >
              Новый бренд
            </button>
          )}
        </div>
        <div className="admin-card">
          <h2 className="admin-card__title">Все бренды ({brands?.length ?? 0})</h2>
          {brands?.length ? (
            <table className="admin-table admin-table--cards">
              <thead>
                <tr>
                  <th>Логотип</th>
                  <th>RU</th>
                  <th>UA</th>
                  <th>Действия</th>
                </tr>
              </thead>
              <tbody>
                {sortBrands(brands).map((b) => (
                  <BrandRow
                    key={b._id}
                    brand={b}
                    current={draft._id === b._id}
                    onEdit={() => (
                      setDraft({ _id: b._id, name: { ...b.name }, image: b.image ?? null }),
                      setError(null)
                    )}
                    onDelete={() => setToDelete(b)}
                  />
                ))}
              </tbody>
            </table>
          ) : (
            <p className="admin-empty">{brands ? 'Брендов пока нет' : 'Загрузка…'}</p>
          )}
        </div>
      </div>
      {toDelete && (
        <ConfirmDialog
          text={`Удалить бренд «${toDelete?.name.ru ?? ''}»?`}
          onYes={remove}
          onNo={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
