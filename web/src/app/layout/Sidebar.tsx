/** Left sidebar: catalogs panel, brands panel, and the shop address and phones on wide screens. A drawer under 1024 px. */
import { useEffect } from 'react';
import { BrandPanel } from '../../features/brands/BrandPanel';
import { CatalogPanel } from '../../features/catalog/CatalogPanel';
import { useShopContacts } from '../../shared/api/useShopContacts';
import { useT } from '../../shared/i18n/useT';
import { Icon } from '../../shared/ui/Icon';
import { useLayout } from './LayoutContext';
import { Phones } from './Switches';

function ShopAddress() {
  const t = useT();
  const { address } = useShopContacts();
  return (
    <section className="panel panel--info" aria-label={t('address')}>
      <p className="shop-address">
        <Icon name="pin" size={18} />
        <span>{address}</span>
      </p>
      <Phones className="phones phones--column" />
    </section>
  );
}

export function Sidebar() {
  const t = useT();
  const { sidebarOpen, setSidebarOpen } = useLayout();
  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setSidebarOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sidebarOpen, setSidebarOpen]);

  return (
    <>
      {sidebarOpen && <div className="sidebar-backdrop" onClick={() => setSidebarOpen(false)} aria-hidden="true" />}
      <aside id="sidebar" className={sidebarOpen ? 'sidebar sidebar--open' : 'sidebar'} aria-label={t('catalogs')}>
        <div className="sidebar__head">
          <span>{t('catalogs')}</span>
          <button type="button" className="icon-btn" aria-label={t('close')} onClick={() => setSidebarOpen(false)}>
            <Icon name="close" />
          </button>
        </div>
        <CatalogPanel />
        <BrandPanel />
        <ShopAddress />
      </aside>
    </>
  );
}
