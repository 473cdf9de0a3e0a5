import { useMembership } from '../billing/membership-query';
import { useAuth } from '../session/use-auth';
import { decideGate, membershipState, type GateDecision, type GateInput } from './gate-decision';
import { isMembershipExempt } from './membership-exempt';
import { isMembershipPresumedMissing } from './membership-presumed-missing';

/** What a gate checks besides the user and their membership: the feature, its stand-ins… */
export type GateRules = Omit<GateInput, 'user' | 'membership'>;

export interface GateVerdict {
  decision: GateDecision;
  /** The membership is still being read: a prompt decided now may yet change. */
  isReadingMembership: boolean;
}

/**
 * What the product's gate rules decide for the signed-in user (decideGate). The membership is read
 * only for users it may stop. While it is read, a user this device remembers without a running
 * plan counts as without one (membership-presumed-missing.ts); anyone else is let through at once.
 */
export function useGateDecision(rules: GateRules): GateVerdict {
  const { user } = useAuth();
  const membership = useMembership({ enabled: Boolean(user) && !isMembershipExempt(user?.roles) });
  const isAwaitedAsMissing = membership.isLoading && isMembershipPresumedMissing(user);
  const decision = decideGate({
    ...rules,
    user,
    membership: membershipState(membership.data, { isAwaitedAsMissing }),
  });
  return { decision, isReadingMembership: membership.isLoading };
}
