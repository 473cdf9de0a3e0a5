import type { PlanFeature } from '@postradar/contracts';
import { hasFeature, scopes } from '../has-feature';
import { useAuth } from '../session/use-auth';

/** Whether the scopes hold the feature; the admins' hold every one, as the API decides. */
export function hasPlanFeature(
  userScopes: readonly string[] | null | undefined,
  feature: PlanFeature,
) {
  return hasFeature(userScopes, feature, [scopes.admin]);
}

/** Whether the signed-in user's plan has the feature. */
export function usePlanFeature(feature: PlanFeature): boolean {
  return hasPlanFeature(useAuth().user?.scopes, feature);
}
