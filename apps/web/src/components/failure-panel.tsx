import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { FailureReason } from './failure-reason';

export interface FailurePanelProps {
  /** What could not be done ('The search failed', 'Could not load your plan'). */
  title: string;
  message: string;
  /** The failure itself: one nothing explains gets what to do below its message. */
  error?: unknown;
  /** A way out (try again, back to page 1); none when a field of a form must change. */
  action?: { label: string; onClick(): void };
  /** Where the way out goes: below the reason, or beside it on a wide block. */
  actionPlacement?: 'below' | 'beside';
  testId?: string;
  actionTestId?: string;
}

/**
 * The one red panel of a load that failed, on every screen: the title, the reason (with what to
 * do when nothing explains it) and the way out.
 */
export function FailurePanel({
  title,
  message,
  error,
  action,
  actionPlacement = 'below',
  testId,
  actionTestId,
}: FailurePanelProps) {
  const reason = <FailureReason message={message} error={error} />;
  const button = action && (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconRefresh size={14} />}
      onClick={action.onClick}
      data-testid={actionTestId}
    >
      {action.label}
    </Button>
  );
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertCircle size={20} />}
      title={title}
      data-testid={testId}
    >
      {actionPlacement === 'beside' ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          {reason}
          {button}
        </Group>
      ) : (
        <Stack gap="sm" align="flex-start">
          {reason}
          {button}
        </Stack>
      )}
    </Alert>
  );
}
