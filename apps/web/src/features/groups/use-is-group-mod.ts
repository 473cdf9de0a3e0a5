import { useAuth } from '../../lib/session/use-auth';

/** Staff with the group-mod role feature and withdraw any group. */
export function useIsGroupMod(): boolean {
  const { user } = useAuth();
  return user?.roles.includes('group-mod') ?? false;
}
