/** The sidebar brands panel: multi-select with checkboxes and counts, and clear-all; it filters catalogs and products. */
import { useShop } from '../../app/shop/ShopContext';
import { useLayout } from '../../app/layout/LayoutContext';
import { useBi, useT } from '../../shared/i18n/useT';
import { useBrands } from '../catalog/api';

export function BrandPanel() {
  const t = useT();
  const bi = useBi();
  const { brandIds, toggleBrand, clearBrands } = useShop();
  const { panelCatalogId } = useLayout();
  const { data } = useBrands(panelCatalogId);
  const brands = (data ?? []).filter((b) => (b.qnt ?? 0) > 0 || brandIds.includes(b._id));

  return (
    <section className="panel" aria-labelledby="brands-title">
      <div className="panel__head">
        <h2 className="panel__title" id="brands-title">
          {t('brands')}
        </h2>
        <button type="button" className="linklike panel__clear" onClick={clearBrands} disabled={!brandIds.length}>
          {t('clearAll')}
        </button>
      </div>
      <ul className="brand-list">
        {brands.map((b) => (
          <li key={b._id}>
            <label className="check">
              <input type="checkbox" checked={brandIds.includes(b._id)} onChange={() => toggleBrand(b._id)} />
              <span className="check__label">{bi(b.name)}</span>
              <span className="check__count">{b.qnt ?? 0}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
