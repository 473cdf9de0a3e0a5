import { authCalls } from '@postradar/contracts';
import { api } from '../api';
import type { AccessRights } from './merge-heartbeat';

/** GET /authentication/heartbeat: the user's roles and scopes as the server sees them now. */
export function loadHeartbeat(): Promise<AccessRights> {
  return api.call(authCalls.heartbeat);
}
