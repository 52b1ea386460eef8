/** The shared layout of spec section 2: header, admin toolbar, sidebar, main area with a route spinner, footer. */
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../shared/ui/Spinner';
import { Toaster } from '../../shared/ui/toast';
import { useT } from '../../shared/i18n/useT';
import { useUser } from '../user/UserContext';
import { AdminToolbar } from '../routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { LayoutContext } from './LayoutContext';
import { Sidebar } from './Sidebar';
import './layout.css';

function useDocumentLang() {
  const lang = useLocation().pathname.startsWith('/ua') ? 'uk' : 'ru';
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
}

function useScrollTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
}

export function Layout() {
  const t = useT();
  const { isAdmin } = useUser();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [panelCatalogId, setPanelCatalogId] = useState<string | null>(null);
  useDocumentLang();
  useScrollTopOnNavigate();
  const layout = useMemo(
    () => ({ sidebarOpen, setSidebarOpen, panelCatalogId, setPanelCatalogId }),
    [sidebarOpen, panelCatalogId],
  );

  return (
    <LayoutContext.Provider value={layout}>
      <a className="skip-link" href="#main">
        {t('mainPage')}
      </a>
      <Header />
      {isAdmin && (
        <div className="admin-toolbar-mount">
          <Suspense fallback={null}>
            <AdminToolbar />
          </Suspense>
        </div>
      )}
      <div className="shell">
        <Sidebar />
        <main id="main" className="shell__main" tabIndex={-1}>
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
      <Toaster />
    </LayoutContext.Provider>
  );
}
