/** The shared layout of spec section 2: header, admin toolbar, sidebar, main area with a route spinner, footer. */
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { firstPanel } from '../../features/catalog/panel';
import { Spinner } from '../../shared/ui/Spinner';
import { Toaster } from '../../shared/ui/toast';
import { useT } from '../../shared/i18n/useT';
import { useServerAnswer } from '../ssr/AppDataProvider';
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

/** A new page starts at the top; the first one keeps where the reader already scrolled the server's HTML to. */
function useScrollTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0 });
  }, [pathname]);
}

export function Layout() {
  const t = useT();
  const { isAdmin } = useUser();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const answer = useServerAnswer();
  const { id } = useParams();
  const [panelCatalogId, setPanelCatalogId] = useState(() => firstPanel(id, answer));
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
