import type { MembershipDto } from '@postradar/contracts';
import { upgradeVariant, type UpgradeVariant } from '@postradar/ui';
import { isActiveMembership } from '../billing/active-membership';
import { hasFeature } from '../has-feature';
import { isMembershipExempt } from './membership-exempt';

/** Features no upgrade grants: only their own scope opens them (stand-ins do not count). */
const ownScopeFeatures = new Set(['zookeeper', 'trial']);

/**
 * The user's membership as far as the screen knows: `unknown` while it loads or when it could not
 * be read; the gate then does not block on it (the API refuses the calls of a missing one). See
 * membershipState for the one user it counts as `missing` while it loads.
 */
export type MembershipState = 'active' | 'missing' | 'unknown';

/**
 * The membership as the gate reads it from the API's answer (undefined: none yet, or unreadable).
 * Without an answer it is `unknown`, except while the answer is awaited for a user presumed
 * without a plan (membership-presumed-missing.ts): `missing` until it proves otherwise.
 */
export function membershipState(
  answer: MembershipDto | null | undefined,
  { isAwaitedAsMissing }: { isAwaitedAsMissing: boolean },
): MembershipState {
  if (answer === undefined) return isAwaitedAsMissing ? 'missing' : 'unknown';
  return isActiveMembership(answer) ? 'active' : 'missing';
}

/** Why the upgrade prompt shows: no running membership, an excluded scope, a missing feature. */
export type PromptReason = 'membership' | 'exclusions' | 'feature';

export type GateDecision = 'show' | 'hide' | { prompt: UpgradeVariant; reason: PromptReason };

export interface GateInput {
  /** The signed-in user's roles and scopes; none for a visitor. */
  user: { roles: readonly string[]; scopes: readonly string[] } | null;
  membership: MembershipState;
  feature?: string;
  /** Scopes that stand in for the feature. */
  alternatives?: readonly string[];
  /** A scope whose holders never see the content. */
  exclusion?: string;
  /** Scopes whose holders see the upgrade prompt instead of the content. */
  exclusions?: readonly string[];
  /** Everyone past the membership and exclusion checks sees the content. */
  allUser?: boolean;
  /** Hide the content without the upgrade prompt when the feature is missing. */
  noAlert?: boolean;
}

/** Whether the feature opens only to its own scope. */
function needsOwnScope(feature: string, alternatives: readonly string[]): boolean {
  return ownScopeFeatures.has(feature) || (feature === 'group-mod' && alternatives.length === 0);
}

/**
 * What a gate shows, by the product's rules in their order: the membership (staff roles exempt,
 * admins see everything; the trial, which is for sellers without a plan, asks for none), the exclusions, the features only their own scope opens, content for
 * all users, then the feature or one of its stand-ins (without either, nothing to check).
 */
export function decideGate(input: GateInput): GateDecision {
  const { user, feature, alternatives = [], exclusions = [] } = input;
  const roles = user?.roles ?? [];
  const scopes = user?.scopes ?? [];
  // Admins (super-admins hold the admin scope too) see everything.
  if (scopes.includes('admin') || roles.includes('admin')) return 'show';
  // The trial is for those who never had a plan: no membership to ask for.
  const asksMembership = feature !== 'trial';
  if (asksMembership && !isMembershipExempt(roles) && input.membership === 'missing')
    return { prompt: 'pro', reason: 'membership' };

  if (input.exclusion !== undefined && scopes.includes(input.exclusion)) return 'hide';
  if (exclusions.some((scope) => scopes.includes(scope))) {
    return { prompt: upgradeVariant(exclusions), reason: 'exclusions' };
  }

  if (feature !== undefined && needsOwnScope(feature, alternatives)) {
    return scopes.includes(feature) ? 'show' : 'hide';
  }
  if (input.allUser) return 'show';

  if (feature === undefined && alternatives.length === 0) return 'show';
  if (hasFeature(scopes, feature ?? '', alternatives)) return 'show';
  if (!user || input.noAlert) return 'hide';
  return { prompt: upgradeVariant(feature === undefined ? [] : [feature]), reason: 'feature' };
}
