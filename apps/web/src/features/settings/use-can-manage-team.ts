import { hasFeature, scopes } from '../../lib/has-feature';
import { useAuth } from '../../lib/session/use-auth';

/** The team page and its menu entries need the team-master feature. */
export function useCanManageTeam(): boolean {
  return hasFeature(useAuth().user?.scopes, scopes.teamMaster);
}
