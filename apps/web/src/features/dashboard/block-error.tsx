import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { isGateError } from '../../lib/billing-gate/gate-error';
import { BlockLocked } from './block-locked';
import { FailureReason } from '../../components/failure-reason';

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
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertCircle size={20} />}
      title={t('dashboard.failed')}
      data-testid={`${testId}-error`}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <FailureReason message={error.message} error={error} />
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
          data-testid={`${testId}-retry`}
        >
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
