import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { promptRefusal } from './gate-refusal';
import { UpgradeGate } from './upgrade-gate';
import { useGateDecision, type GateRules } from './use-gate-decision';

export type GateProps = GateRules & {
  children: ReactNode;
  /** The screen's heading, kept above the upgrade prompt when it replaces the screen. */
  heading?: ReactNode;
};

/**
 * Content shown only to the users the product's gate rules let through (decideGate); the others
 * see the upgrade prompt or nothing. The membership is read only for users it may stop, and the
 * content does not wait for it: a user it lets through is shown at once. Only a user this device
 * remembers without a running plan waits for it, with the screen's heading alone, so that the
 * content's calls are not sent to be refused.
 */
export function Gate({ children, heading, ...rules }: GateProps) {
  const { t } = useTranslation();
  const { decision, isReadingMembership } = useGateDecision(rules);
  if (decision === 'show') return children;
  if (decision === 'hide') return null;
  // The membership decides which prompt (the plans, the trial, or the feature's) and, for a user
  // presumed without a plan, whether there is one: while it is being read, the screen's heading
  // alone, rather than one prompt and then another, or a prompt and then the content.
  const prompt = isReadingMembership ? null : (
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
