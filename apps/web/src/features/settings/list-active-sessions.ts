import { authCalls, type ActiveSession } from '@postradar/contracts';
import { api } from '../../lib/api';

export const activeSessionsQueryKey = ['user', 'sessions'] as const;

/** GET /api/user/sessions: the devices signed in to the account, most recent first. */
export function listActiveSessions(): Promise<ActiveSession[]> {
  return api.call(authCalls.listSessions);
}
