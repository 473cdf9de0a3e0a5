import { unwrap } from '@postradar/api-client';
import { endSessionResponseSchema, paths } from '@postradar/contracts';
import { api } from '../../lib/api';

/** DELETE /api/user/sessions/:id: signs one of the user's other devices out. */
export async function endActiveSession(id: string): Promise<void> {
  await api.main
    .delete(paths.userSession.replace(':id', encodeURIComponent(id)))
    .then(unwrap(endSessionResponseSchema));
}
