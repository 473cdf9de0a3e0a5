import { authCalls } from '@postradar/contracts';
import { api } from '../../lib/api';

/** DELETE /api/user/sessions/:id: signs one of the user's other devices out. */
export async function endActiveSession(id: string): Promise<void> {
  await api.call(authCalls.endSession, { params: { id } });
}
