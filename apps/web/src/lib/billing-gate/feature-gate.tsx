import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { featureRefusal } from './gate-refusal';
import type { PlanFeature } from '@postradar/contracts';
import { usePlanFeature } from './plan-features';
import { UpgradeGate } from './upgrade-gate';

/**
 * A screen's content when the user's plan has its feature; otherwise the upgrade prompt, up front,
 * without calling the API (the API refuses the same calls).
 */
export function FeatureGate({ feature, children }: { feature: PlanFeature; children: ReactNode }) {
  const { t } = useTranslation();
  if (usePlanFeature(feature)) return children;
  return <UpgradeGate refusal={featureRefusal(feature, t)} />;
}
