import type { PlanFeature } from '@postradar/contracts';
import type { ReactNode } from 'react';
import { scopes } from '../has-feature';
import { Gate } from './gate';

/**
 * A screen's content when the user's plan has its feature (the admins have every one, as the API
 * decides); otherwise the upgrade prompt, up front, without calling the API (it refuses the same
 * calls).
 */
export function FeatureGate({
  feature,
  heading,
  children,
}: {
  feature: PlanFeature;
  /** The screen's heading, kept above the upgrade prompt. */
  heading?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Gate feature={feature} alternatives={[scopes.admin]} heading={heading}>
      {children}
    </Gate>
  );
}
