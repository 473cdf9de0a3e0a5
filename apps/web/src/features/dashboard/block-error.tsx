import { useTranslation } from '@postradar/ui';
import { isGateError } from '../../lib/billing-gate/gate-error';
import { BlockLocked } from './block-locked';
import { FailurePanel } from '../../components/failure-panel';

interface BlockErrorProps {
  /** The failure: one refused for the user's plan shows the way to the plans instead. */
  error: Error;
  onRetry(): void;
  testId: string;
}

/** A block that could not load: why, and a way to try again; the rest of the dashboard stays. */
export function BlockError({ error, onRetry, testId }: BlockErrorProps) {
  const { t } = useTranslation();
  if (isGateError(error)) return <BlockLocked error={error} testId={testId} />;
  return (
    <FailurePanel
      title={t('dashboard.failed')}
      message={error.message}
      error={error}
      action={{ label: t('common.retry'), onClick: onRetry }}
      actionPlacement="beside"
      testId={`${testId}-error`}
      actionTestId={`${testId}-retry`}
    />
  );
}
