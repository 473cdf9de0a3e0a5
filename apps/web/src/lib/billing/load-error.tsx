import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';

interface LoadErrorProps {
  title: string;
  error: Error;
  onRetry(): void;
  testId?: string;
}

/** Why plans or billing data could not load (the server's text), with a retry. */
export function LoadError({ title, error, onRetry, testId }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={title}
      data-testid={testId}
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{error.message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
