import { isApiError } from '@postradar/api-client';
import { adminCalls } from '@postradar/contracts';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session/use-session';

/**
 * Checks the stored admin session with GET /admin-api/me once when the shell opens, and keeps
 * the stored staff member up to date. An expired access token is refreshed by the API client; a
 * failed refresh or a 403 (no longer staff) ends the session through its forced logout, a 401
 * here. A network failure keeps the session: the next call tries again.
 */
export function useVerifySession(): void {
  const { updateUser, endSession } = useSession();
  useEffect(() => {
    let isCurrent = true;
    api.call(adminCalls.me).then(
      (profile) => {
        if (!isCurrent) return;
        const { _id, email, name, avatar, roles } = profile;
        updateUser({ _id, email, name, avatar, roles });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        if (isApiError(error) && error.status === 401) endSession(error.message);
        else console.warn('[admin] the admin session could not be checked', error);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [updateUser, endSession]);
}
