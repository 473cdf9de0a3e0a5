import { SignedOutView } from '../features/auth/signed-out-view';
import { AdminShell } from '../features/shell/admin-shell';
import { useSession } from '../lib/session/use-session';

/** Every page but /auth/:code: the admin shell with a session, the signed-out view without. */
export function StaffGate() {
  const { isSignedIn, user } = useSession();
  if (!isSignedIn || !user) return <SignedOutView />;
  return <AdminShell user={user} />;
}
