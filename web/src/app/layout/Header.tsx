/** Header: logo, search, user menu, rates, phones, language and currency switches, cart badge; a collapsible menu on phones. */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SearchBox } from '../../features/search/SearchBox';
import { useShopContacts } from '../../shared/api/useShopContacts';
import { useT } from '../../shared/i18n/useT';
import { useLangPath } from '../../shared/lang/useLangPath';
import { Icon } from '../../shared/ui/Icon';
import { useShop } from '../shop/ShopContext';
import { useLayout } from './LayoutContext';
import { CurrencySwitch, LangSwitch, Phones, Rates } from './Switches';
import { UserMenu, UserMenuItems } from './UserMenu';

function Logo() {
  const t = useT();
  const to = useLangPath();
  const { name } = useShopContacts();
  return (
    <Link to={to('/')} className="logo" aria-label={`${name} — ${t('mainPage')}`}>
      <img src="/favicon.svg" alt="" width="36" height="36" />
      <span className="logo__text">
        <span className="logo__name">{name}</span>
        <span className="logo__tagline">{t('shopTagline')}</span>
      </span>
    </Link>
  );
}

function CartButton() {
  const t = useT();
  const to = useLangPath();
  const { totalQnt } = useShop().cart;
  return (
    <Link to={to('/cart')} className="icon-btn cart-btn" aria-label={`${t('cart')}: ${totalQnt}`}>
      <Icon name="cart" />
      <span className="icon-btn__label">{t('cart')}</span>
      {totalQnt > 0 && (
        <span className="cart-btn__badge" aria-hidden="true">
          {totalQnt > 999 ? '999+' : totalQnt}
        </span>
      )}
    </Link>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <div className="mobile-menu" id="mobile-menu">
      <nav aria-label={t('menu')}>
        <UserMenuItems onPick={onClose} />
      </nav>
      <div className="mobile-menu__row">
        <LangSwitch />
        <CurrencySwitch />
      </div>
      <Rates />
      <Phones className="phones phones--column" />
    </div>
  );
}

export function Header() {
  const t = useT();
  const { pathname } = useLocation();
  const { sidebarOpen, setSidebarOpen } = useLayout();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="header">
      <div className="topbar">
        <div className="topbar__inner">
          <Phones />
          <Rates />
          <div className="topbar__switches">
            <LangSwitch />
            <CurrencySwitch />
          </div>
        </div>
      </div>
      <div className="header__main">
        <button
          type="button"
          className="icon-btn header__burger"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('closeMenu') : t('menu')}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <Logo />
        <div className="header__row2">
          <button
            type="button"
            className="btn btn--ghost header__catalogs"
            aria-expanded={sidebarOpen}
            aria-controls="sidebar"
            onClick={() => setSidebarOpen(!sidebarOpen)}
          >
            <Icon name="catalog" size={18} />
            {t('catalogs')}
          </button>
          <div className="header__search">
            <SearchBox />
          </div>
        </div>
        <div className="header__actions">
          <div className="header__user">
            <UserMenu />
          </div>
          <CartButton />
        </div>
      </div>
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
