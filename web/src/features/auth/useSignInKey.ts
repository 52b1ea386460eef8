/**
 * The login flow of spec section 4: make an 8-character key, register it, wait on socket.io (path
 * /socket.io) in the key's room; on `authkey` with the same key, spend it on POST /api/user/login.
 * A key lives five minutes: then a fresh one replaces it. The connection closes when the page is left.
 */
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import { makeAuthKey } from '@shop/shared/src/login-payload';
import type { Lang } from '@shop/shared/src/domain';
import { apiFetch, errorMessage } from '../../shared/api/apiFetch';
import { toast } from '../../shared/ui/toast';
import type { User } from '../../app/user/UserContext';

/** The key the page shows links for, or '' until it is registered; nothing starts before the key's lifetime is known. */
export function useSignInKey(lang: Lang, ttlMs: number | undefined, onUser: (user: User) => void): string {
  const [generation, setGeneration] = useState(0);
  const [authKey, setAuthKey] = useState('');
  const onUserRef = useRef(onUser);
  onUserRef.current = onUser;

  useEffect(() => {
    if (!ttlMs) return undefined;
    const key = makeAuthKey();
    let done = false;
    // WebSocket only: one connection stays on one gateway replica, where long polling's separate requests would
    // need a sticky balancer (deploy/nginx.conf spreads requests over the replicas).
    const socket = io({ path: '/socket.io', query: { authKey: key }, transports: ['websocket'], autoConnect: false });
    socket.on('authkey', async (confirmed: unknown) => {
      if (confirmed !== key || done) return;
      done = true;
      try {
        const { user } = await apiFetch<{ user: User }>('/api/user/login', { body: { authKey: key } });
        onUserRef.current(user);
      } catch (err) {
        done = false;
        toast.error(errorMessage(err), { autoClose: false });
      }
    });
    apiFetch('/api/user/auth-key', { body: { authKey: key, langKey: lang } })
      .then(() => {
        if (done) return;
        socket.connect();
        setAuthKey(key);
      })
      .catch((err) => toast.error(errorMessage(err)));
    const renew = setTimeout(() => setGeneration((g) => g + 1), ttlMs);
    return () => {
      done = true;
      clearTimeout(renew);
      socket.disconnect();
    };
  }, [lang, ttlMs, generation]);

  return authKey;
}
