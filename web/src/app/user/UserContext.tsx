/**
 * The signed-in user, persisted in the cookie `user` (signed in when the stored object is non-empty). The
 * cookie is a cache: the server's session is the truth, read again on every page load and whenever the tab
 * becomes visible, so a granted or revoked admin right (or an ended session) shows without signing in again.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, apiFetch, errorMessage } from '../../shared/api/apiFetch';
import { deleteCookie, readJsonCookie, writeCookie } from '../../shared/storage/cookie';
import { toast } from '../../shared/ui/toast';

export interface UserDelivery {
  name: string;
  surname: string;
  phone: string;
  city: string;
  carrier: string;
  branch: string;
}

export interface User {
  _id: string;
  userName: string;
  phone: string;
  authMethod?: string;
  isAdmin: boolean;
  delivery?: Partial<UserDelivery>;
}

interface UserState {
  user: User | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  setUser(user: User | null): void;
  logout(): Promise<void>;
}

const USER_COOKIE = 'user';
const UserContext = createContext<UserState | null>(null);

function storedUser(): User | null {
  const user = readJsonCookie<User>(USER_COOKIE);
  return user && typeof user === 'object' && Object.keys(user).length ? user : null;
}

/** Re-reads the session's user from the server (GET /api/user/me) on load and when the tab becomes visible. */
function useSessionUser(signedIn: boolean, setUser: (user: User | null) => void) {
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      apiFetch<{ user: User }>('/api/user/me', { signal: controller.signal })
        .then(({ user }) => setUser(user))
        .catch((err: unknown) => {
          if (err instanceof ApiError && err.status === 401) setUser(null);
        });
    };
    refresh();
    document.addEventListener('visibilitychange', refresh);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [signedIn, setUser]);
}

export function UserProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<User | null>(storedUser);

  const setUser = useCallback((next: User | null) => {
    if (next && Object.keys(next).length) writeCookie(USER_COOKIE, JSON.stringify(next));
    else deleteCookie(USER_COOKIE);
    setUserState(next && Object.keys(next).length ? next : null);
  }, []);

  useSessionUser(user !== null, setUser);

  const logout = useCallback(async () => {
    try {
      await apiFetch('/api/user/logout');
    } catch (err) {
      toast.error(errorMessage(err));
    }
    setUser(null);
  }, [setUser]);

  const value = useMemo(
    () => ({ user, isSignedIn: !!user, isAdmin: !!user?.isAdmin, setUser, logout }),
    [user, setUser, logout],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUser(): UserState {
  const state = useContext(UserContext);
  if (!state) throw new Error('useUser outside UserProvider');
  return state;
}
