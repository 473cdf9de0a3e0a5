import { ApiError } from '@postradar/api-client';
import { billingTexts } from '@postradar/contracts';
import { useGateDecision } from './use-gate-decision';

/** What the API answers a call that needs a running plan from a user without one. */
const membershipRequired = new ApiError(billingTexts.membershipRequired, {
  status: 402,
  code: 'MEMBERSHIP_REQUIRED',
});

export interface CallsNeedingPlan {
  /** Whether the calls may be sent now. */
  mayCall: boolean;
  /** The refusal they would get, once the membership is known to be missing: shown in their place. */
  refusal: ApiError | undefined;
}

/**
 * For the calls of a screen without a gate that need a running plan (the dashboard's blocks), the
 * gate's rule: they go at once, as the gate shows its content at once, except for a user this
 * device remembers without a running plan, whose calls wait for the membership; a user known to
 * have none gets the API's refusal without asking.
 */
export function useCallsNeedingPlan(): CallsNeedingPlan {
  const { decision, isReadingMembership } = useGateDecision({});
  if (typeof decision !== 'object') return { mayCall: true, refusal: undefined };
  return { mayCall: false, refusal: isReadingMembership ? undefined : membershipRequired };
}
