import { hasFeature, scopes } from '../has-feature';
import { useAuth } from '../session/use-auth';

/** Whether the signed-in user may start the free trial: the `trial` scope (never had a plan). */
export function useCanStartTrial(): boolean {
  const { user } = useAuth();
  return hasFeature(user?.scopes, scopes.trial);
}
