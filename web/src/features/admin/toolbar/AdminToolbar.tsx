/** The admin toolbar (desktop only, admins only): screen links, currency rates, errors menu, sitemap refresh. */
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { apiFetch, errorMessage } from '../../../shared/api/apiFetch';
import { toast } from '../../../shared/ui/toast';
import { useUser } from '../../../app/user/UserContext';
import { CurrencyRates } from './CurrencyRates';
import { ErrorsMenu } from './ErrorsMenu';
import '../common/admin.css';
import './toolbar.css';

export const ADMIN_LINKS = [
  ['/edit_brands', 'Бренды'],
  ['/add_catalog', 'Новый каталог'],
  ['/add_product', 'Новый товар'],
  ['/edit_options', 'Опции'],
  ['/order_admin_list', 'Заказы'],
  ['/users_list', 'Пользователи'],
  ['/edit_information', 'Информация'],
  ['/edit_gallery', 'Галерея'],
  ['/sales_dashboard', 'Продажи'],
  ['/price_sheet', 'Прайс Excel'],
] as const;

function SitemapButton() {
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await apiFetch('/api/sitemap');
      toast.success('Sitemap успешно обновлен');
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="admin-toolbar__link" onClick={refresh} disabled={busy}>
      {busy ? 'Sitemap…' : 'Sitemap'}
    </button>
  );
}

export default function AdminToolbar() {
  if (!useUser().isAdmin) return null;
  return (
    <nav className="admin-toolbar" aria-label="Администрирование">
      <ul className="admin-toolbar__links">
        {ADMIN_LINKS.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} className="admin-toolbar__link">
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="admin-toolbar__tools">
        <CurrencyRates />
        <ErrorsMenu />
        <SitemapButton />
      </div>
    </nav>
  );
}
