/** Providers that need the router (SWR with the global error handler, user, shop) around the layout. */
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { errorMessage } from '../shared/api/apiFetch';
import { errorServerPath, swrDefaults } from '../shared/api/swr';
import { langFromPath, withLang } from '../shared/lang/path';
import { Layout } from './layout/Layout';
import { ShopProvider } from './shop/ShopContext';
import { UserProvider } from './user/UserContext';

function SwrProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const lang = langFromPath(useLocation().pathname);
  const value = useMemo(
    () => ({
      ...swrDefaults,
      onError: (err: unknown) => {
        if ((err as Error)?.name === 'AbortError') return;
        navigate(errorServerPath(errorMessage(err), withLang('/', lang).replace(/\/$/, '')));
      },
    }),
    [navigate, lang],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

export function Root() {
  return (
    <SwrProvider>
      <UserProvider>
        <ShopProvider>
          <Layout />
        </ShopProvider>
      </UserProvider>
    </SwrProvider>
  );
}
