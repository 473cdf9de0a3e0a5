import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ResultsErrorProps {
  message: string;
  /** A way out: try again, or go back to page 1; none when a field of the form must change. */
  action?: { label: string; onClick(): void };
}

/** The search failed: why, and what to do. */
export function ResultsError({ message, action }: ResultsErrorProps) {
  const { t } = useTranslation();
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
        <Text fz="sm">{message}</Text>
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
