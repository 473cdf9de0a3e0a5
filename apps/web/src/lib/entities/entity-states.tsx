import { Card, Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { isGateError } from '../billing-gate/gate-error';
import { GateErrorPrompt } from '../billing-gate/gate-error-prompt';
import { FailurePanel } from '../../components/failure-panel';

/** A load that failed: the reason and a retry (for a refusal of the plan, the upgrade prompt). */
export function LoadFailed({
  title,
  message,
  error,
  onRetry,
  testId = 'entity',
}: {
  title: string;
  message: string;
  /** The failure: one refused for the user's plan shows the upgrade prompt instead. */
  error?: unknown;
  onRetry(): void;
  /** The panel's test id is this followed by '-error', its retry button's by '-retry'. */
  testId?: string;
}) {
  const { t } = useTranslation();
  if (isGateError(error)) return <GateErrorPrompt error={error} />;
  return (
    <FailurePanel
      title={title}
      message={message}
      error={error}
      action={{ label: t('common.retry'), onClick: onRetry }}
      testId={`${testId}-error`}
      actionTestId={`${testId}-retry`}
    />
  );
}

/** Rows (or cards, on a phone) in the shape of the list while its first page loads. */
export function ListSkeleton({
  isCompact,
  rows = 8,
  testId = 'entity',
}: {
  isCompact: boolean;
  rows?: number;
  /** Its test id is this followed by '-loading'. */
  testId?: string;
}) {
  const { t } = useTranslation();
  const row = (index: number) => (
    <Group key={index} gap="md" wrap="nowrap" p="md" aria-hidden>
      <Skeleton height={38} circle style={{ flexShrink: 0 }} />
      <Stack gap={6} style={{ flex: 2 }}>
        <Skeleton h={11} w="70%" radius="xl" />
        <Skeleton h={8} w="40%" radius="xl" />
      </Stack>
      {!isCompact &&
        [0, 1, 2, 3].map((cell) => <Skeleton key={cell} h={10} radius="xl" style={{ flex: 1 }} />)}
    </Group>
  );
  return (
    <div role="status" aria-busy data-testid={`${testId}-loading`}>
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {isCompact ? (
        <Stack gap="sm">
          {Array.from({ length: 4 }, (_, index) => (
            <Card key={index} withBorder radius="lg" padding={0}>
              {row(index)}
            </Card>
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="lg">
          {Array.from({ length: rows }, (_, index) => row(index))}
        </Paper>
      )}
    </div>
  );
}
