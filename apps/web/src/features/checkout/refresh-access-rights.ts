import { loadHeartbeat } from '../../lib/session/load-heartbeat';
import { mergeHeartbeat } from '../../lib/session/merge-heartbeat';
import { session } from '../../lib/session/session-storage';
import type { User } from '../../lib/session/user';

/**
 * A payment changes the user's scopes: asks the heartbeat now, rather than at its next beat, so
 * that menus and gates open at once. A failure is only logged: the next beat catches up.
 */
export async function refreshAccessRights(updateUser: (user: User) => void): Promise<void> {
  try {
    const rights = await loadHeartbeat();
    const user = session.getUser();
    const merged = user && mergeHeartbeat(user, rights);
    if (merged) updateUser(merged);
  } catch (error) {
    console.warn('[checkout] the new scopes could not be loaded', error);
  }
}
