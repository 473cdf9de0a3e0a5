import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { isActiveMembership, useMembership } from '../billing/membership-query';
import { useAuth } from '../session/use-auth';
import {
  decideGate,
  isMembershipExempt,
  type GateInput,
  type MembershipState,
} from './gate-decision';
import { promptRefusal } from './gate-refusal';
import { UpgradeGate } from './upgrade-gate';

export type GateProps = Omit<GateInput, 'user' | 'membership'> & {
  children: ReactNode;
  /** The screen's heading, kept above the upgrade prompt when it replaces the screen. */
  heading?: ReactNode;
};

/**
 * Content shown only to the users the product's gate rules let through (decideGate); the others
 * see the upgrade prompt or nothing. The membership is read only for users it may stop, and the
 * content never waits for it: a user it lets through is shown at once.
 */
export function Gate({ children, heading, ...rules }: GateProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const membership = useMembership({ enabled: Boolean(user) && !isMembershipExempt(user?.roles) });
  const decision = decideGate({ ...rules, user, membership: membershipState(membership.data) });
  if (decision === 'show') return children;
  if (decision === 'hide') return null;
  // The membership decides which prompt (the plans, the trial, or the feature's): while it is
  // being read, the screen's heading alone, rather than one prompt and then another.
  const prompt = membership.isLoading ? null : (
    <UpgradeGate refusal={promptRefusal(decision, rules.feature, t)} />
  );
  if (!heading) return prompt;
  return (
    <Stack gap="lg">
      {heading}
      {prompt}
    </Stack>
  );
}

/** The membership as the gate reads it: not known yet (or unreadable), running, or none. */
function membershipState(data: Parameters<typeof isActiveMembership>[0]): MembershipState {
  if (data === undefined) return 'unknown';
  return isActiveMembership(data) ? 'active' : 'missing';
}
