import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setForcedLogoutHandler } from '../api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { endServerSession } from './end-server-session';
import { session, storageKey, type SessionTokens } from './session-storage';
import { isNonEmptyUser, type User } from './user';

interface AuthSnapshot {
  accessToken: string | null;
  user: User | null;
}

function readSnapshot(): AuthSnapshot {
  return { accessToken: session.getAccessToken(), user: session.getUser() };
}

const watchedKeys = new Set([storageKey('accessToken'), storageKey('user')]);

/** Login message passed to the sign-in screen in the location state. */
export interface LoginLocationState {
  message?: string;
}

/**
 * Holds the auth state, backed by the session storage. Must sit inside the router: logout goes
 * to /login. Another tab signing in or out is picked up through the `storage` event.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [snapshot, setSnapshot] = useState<AuthSnapshot>(readSnapshot);
  const navigate = useNavigate();

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === null || watchedKeys.has(event.key)) setSnapshot(readSnapshot());
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback((tokens: SessionTokens, user: User) => {
    session.saveLogin(tokens, user);
    setSnapshot(readSnapshot());
  }, []);

  const updateUser = useCallback((user: User) => {
    session.setUser(user);
    setSnapshot(readSnapshot());
  }, []);

  const logout = useCallback(
    (message?: string) => {
      endServerSession(session.getAccessToken(), session.getRefreshToken());
      session.clear();
      const state: LoginLocationState = message ? { message } : {};
      // One transition for both updates (the router's own updates are transitions): the protected
      // page must not render signed-out for a moment and redirect again, losing the message.
      startTransition(() => {
        setSnapshot(readSnapshot());
        void navigate('/login', { replace: true, state });
      });
    },
    [navigate],
  );

  // A failed token refresh, a 403 or a repeated expiry ends the session with the server's message.
  useEffect(() => {
    setForcedLogoutHandler(logout);
    return () => setForcedLogoutHandler(null);
  }, [logout]);

  const value = useMemo<AuthContextValue>(
    () => ({
      isAuthenticated: Boolean(snapshot.accessToken) && isNonEmptyUser(snapshot.user),
      user: snapshot.user,
      login,
      updateUser,
      logout,
    }),
    [snapshot, login, updateUser, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
