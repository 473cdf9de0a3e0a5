import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { isGateError } from '../billing-gate/gate-error';
import { GateErrorPrompt } from '../billing-gate/gate-error-prompt';
import { FailureReason } from '../../components/failure-reason';

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
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertCircle size={20} />}
      title={t('research.failed.title')}
      data-testid="results-error"
    >
      <Stack gap="sm" align="flex-start">
        <FailureReason message={message} error={error} />
        {action && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            onClick={action.onClick}
            data-testid="results-retry"
          >
            {action.label}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
