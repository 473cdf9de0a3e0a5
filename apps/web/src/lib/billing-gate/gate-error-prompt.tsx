import type { ApiError } from '@postradar/api-client';
import { useTranslation } from '@postradar/ui';
import { errorRefusal } from './gate-refusal';
import { UpgradeGate } from './upgrade-gate';

/** The upgrade prompt in place of a screen whose call the API refused for the plan. */
export function GateErrorPrompt({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  return <UpgradeGate refusal={errorRefusal(error, t)} />;
}
