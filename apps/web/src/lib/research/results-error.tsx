import { useTranslation } from '@postradar/ui';
import { isGateError } from '../billing-gate/gate-error';
import { GateErrorPrompt } from '../billing-gate/gate-error-prompt';
import { FailurePanel } from '../../components/failure-panel';

interface ResultsErrorProps {
  message: string;
  /** The failure: one refused for the user's plan shows the upgrade prompt instead. */
  error?: unknown;
  /** A way out: try again, or go back to page 1; none when a field of the form must change. */
  action?: { label: string; onClick(): void };
}

/** The search failed: why, and what to do (for a refusal of the plan, the upgrade prompt). */
export function ResultsError({ message, error, action }: ResultsErrorProps) {
  const { t } = useTranslation();
  if (isGateError(error)) return <GateErrorPrompt error={error} />;
  return (
    <FailurePanel
      title={t('research.failed.title')}
      message={message}
      error={error}
      action={action}
      testId="results-error"
      actionTestId="results-retry"
    />
  );
}
