/** /add_product and /edit_product/:id: names, brand, leaf catalog, options with the price tree, currency, showcase, images, descriptions. */
import { NAME_MAX } from '@shop/shared/src/bounds';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { CURRENCIES, type Currency } from '@shop/shared/src/domain';
import type { Product } from '../../../shared/api/types';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { AdminPage, FormError } from '../common/AdminPage';
import { adminWrite, refreshItem, refreshProducts } from '../common/api';
import { BiField } from '../common/BiField';
import { useBrands, useCatalogs, useOptionSets } from '../common/useAdminData';
import { catalogLabel } from '../catalog/catalogForm';
import { sortBrands } from '../brands/brandForm';
import { ImagesField } from './ImagesField';
import { OptionsPicker } from './OptionsPicker';
import { PriceTable } from './PriceTable';
import { catalogChoiceError, emptyProduct, fromProduct, productError, toBody, type ProductDraft } from './productForm';
import './product.css';

interface Choice {
  id: string;
  label: string;
}

function Select({
  id,
  label,
  value,
  choices,
  empty,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  empty: string;
  onChange(v: string): void;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <select id={id} className="admin-select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{empty}</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function useProductMeta() {
  const { data: brands = [] } = useBrands();
  const { data: catalogs = [] } = useCatalogs();
  const { data: sets = [] } = useOptionSets();
  return { brands: sortBrands(brands), catalogs, sets };
}

function ProductForm({ initial }: { initial: ProductDraft }) {
  const navigate = useNavigate();
  const { brands, catalogs, sets } = useProductMeta();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const fail = (message: string) => (setError(message), toast.error(message));
  const set = (change: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...change }));

  const pickCatalog = (catalogId: string) => {
    const invalid = catalogChoiceError(catalogs.find((c) => c._id === catalogId));
    if (invalid) return fail(invalid);
    setError(null);
    set({ catalogId });
  };

  const save = async () => {
    const invalid = productError(draft, catalogs);
    if (invalid) return fail(invalid);
    setError(null);
    setSaving(true);
    const saved = await adminWrite<{ product: Product }>('/api/products', {
      method: draft._id ? 'PUT' : 'POST',
      body: toBody(draft),
    });
    setSaving(false);
    if (!saved) return;
    toast.success(draft._id ? 'Товар сохранён' : 'Товар создан');
    await Promise.all([refreshProducts(), refreshItem(`/api/products/product/${saved.product._id}`)]);
    navigate(`/product/${saved.product._id}`);
  };

  const remove = async () => {
    setConfirm(false);
    if (!(await adminWrite(`/api/products/${draft._id}`, { method: 'DELETE' }))) return;
    toast.success('Товар удалён');
    navigate('/');
    await refreshProducts();
  };

  const pricedOptions = draft.selfOpt.filter((o) => draft.selfOptValues.some((v) => v.optId === o.id));
  const deleteButton = draft._id && (
    <button type="button" className="admin-btn admin-btn--danger" onClick={() => setConfirm(true)}>
      Удалить товар
    </button>
  );
  return (
    <AdminPage
      title={draft._id ? 'Редактирование товара' : 'Новый товар'}
      onSave={save}
      saving={saving}
      extra={deleteButton}
    >
      <FormError message={error} />
      <div className="admin-card">
        <BiField label="Название" value={draft.name} maxLength={NAME_MAX} onChange={(name) => set({ name })} />
        <div className="product-meta">
          <Select
            id="product-brand"
            label="Бренд"
            value={draft.brandId}
            empty="— Выберите бренд —"
            choices={brands.map((b) => ({ id: b._id, label: b.name.ru }))}
            onChange={(brandId) => set({ brandId })}
          />
          <Select
            id="product-catalog"
            label="Каталог"
            value={draft.catalogId}
            empty="— Выберите каталог —"
            choices={catalogs.map((c) => ({
              id: c._id,
              label: catalogLabel(c) + (c.isLeaf ? '' : ' (есть подкаталоги)'),
            }))}
            onChange={pickCatalog}
          />
          <Select
            id="product-currency"
            label="Валюта"
            value={draft.currencyValue}
            empty="—"
            choices={CURRENCIES.map((c) => ({ id: c, label: c }))}
            onChange={(c) => c && set({ currencyValue: c as Currency })}
          />
          <label className="admin-check">
            <input type="checkbox" checked={draft.isShowcase} onChange={(e) => set({ isShowcase: e.target.checked })} />
            Показывать в популярном / Показувати в популярному
          </label>
        </div>
      </div>
      <OptionsPicker draft={draft} sets={sets} onChange={setDraft} />
      <div className="admin-card">
        <h2 className="admin-card__title">Цены и штрихкоды</h2>
        <PriceTable
          tree={draft.optPrices}
          options={pricedOptions}
          currency={draft.currencyValue}
          onChange={(optPrices) => set({ optPrices })}
        />
      </div>
      <ImagesField images={draft.images} onChange={(images) => set({ images })} />
      <div className="admin-card">
        <BiField
          label="Описание"
          multiline
          rows={5}
          value={draft.description}
          onChange={(description) => set({ description })}
        />
      </div>
      {confirm && (
        <ConfirmDialog text={`Удалить товар «${draft.name.ru}»?`} onYes={remove} onNo={() => setConfirm(false)} />
      )}
    </AdminPage>
  );
}

export function AddProductPage() {
  return <ProductForm initial={emptyProduct()} />;
}

export function EditProductPage() {
  const { id = '' } = useParams();
  const { data } = useSWR<{ product: Product }>(`/api/products/product/${encodeURIComponent(id)}`);
  const [initial, setInitial] = useState<ProductDraft | null>(null);
  useEffect(() => {
    if (data?.product)
      setInitial((d) =>
        d?._id === data.product._id ? d : fromProduct(data.product as Parameters<typeof fromProduct>[0]),
      );
  }, [data]);
  return initial ? <ProductForm key={initial._id} initial={initial} /> : <Spinner />;
}
