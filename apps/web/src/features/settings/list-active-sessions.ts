import { unwrap } from '@postradar/api-client';
import { paths, sessionListResponseSchema, type ActiveSession } from '@postradar/contracts';
import { api } from '../../lib/api';

export const activeSessionsQueryKey = ['user', 'sessions'] as const;

/** GET /api/user/sessions: the devices signed in to the account, most recent first. */
export function listActiveSessions(): Promise<ActiveSession[]> {
  return api.main
    .get(paths.userSessions, { params: { _: Date.now() } })
    .then(unwrap(sessionListResponseSchema));
}
