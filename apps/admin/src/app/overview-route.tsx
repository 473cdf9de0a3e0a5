import { OverviewPage } from '../features/shell/overview-page';
import { useSession } from '../lib/session/use-session';

/** The home page inside the shell (the gate guarantees a staff member). */
export function OverviewRoute() {
  const { user } = useSession();
  return user ? <OverviewPage user={user} /> : null;
}
