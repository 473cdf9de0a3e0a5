import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setForcedLogoutHandler } from '../api';
import { adminSession, storageKey } from './admin-session';
import { endServerSession } from './end-server-session';
import { SessionContext, type SessionContextValue, type SignedOutReason } from './session-context';
import type { AdminLogin, StaffMember } from './staff-member';

interface Snapshot {
  accessToken: string | null;
  user: StaffMember | null;
}

function readSnapshot(): Snapshot {
  return { accessToken: adminSession.getAccessToken(), user: adminSession.getUser() };
}

const watchedKeys = new Set([storageKey('accessToken'), storageKey('user')]);

/**
 * The admin session, backed by localStorage (`postradar-admin.*`). Another tab signing in or
 * out is picked up through the `storage` event; the API client's forced logout ends it here.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [snapshot, setSnapshot] = useState<Snapshot>(readSnapshot);
  const [signedOutReason, setSignedOutReason] = useState<SignedOutReason | null>(null);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === null || watchedKeys.has(event.key)) setSnapshot(readSnapshot());
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((login: AdminLogin) => {
    const previous = adminSession.getRefreshToken();
    // A new hand-off replaces an older admin session in this browser: end that one too.
    if (previous && previous !== login.refreshToken)
      endServerSession(adminSession.getAccessToken(), previous);
    adminSession.save(login);
    setSignedOutReason(null);
    setSnapshot(readSnapshot());
  }, []);

  const updateUser = useCallback((user: StaffMember) => {
    adminSession.setUser(user);
    setSnapshot(readSnapshot());
  }, []);

  const signOut = useCallback(() => {
    endServerSession(adminSession.getAccessToken(), adminSession.getRefreshToken());
    adminSession.clear();
    setSignedOutReason({ kind: 'signed-out' });
    setSnapshot(readSnapshot());
  }, []);

  const endSession = useCallback((message: string) => {
    adminSession.clear();
    setSignedOutReason({ kind: 'ended', message });
    setSnapshot(readSnapshot());
  }, []);

  useEffect(() => {
    setForcedLogoutHandler(endSession);
    return () => setForcedLogoutHandler(null);
  }, [endSession]);

  const value = useMemo<SessionContextValue>(
    () => ({
      isSignedIn: Boolean(snapshot.accessToken) && snapshot.user !== null,
      user: snapshot.user,
      signedOutReason,
      signIn,
      updateUser,
      signOut,
      endSession,
    }),
    [snapshot, signedOutReason, signIn, updateUser, signOut, endSession],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
