import {
  Alert,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A load that failed: the reason and a retry. */
export function LoadFailed({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertCircle size={20} />}
      title={title}
      data-testid="entity-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
          data-testid="entity-retry"
        >
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Rows (or cards, on a phone) in the shape of the list while its first page loads. */
export function ListSkeleton({ isCompact, rows = 8 }: { isCompact: boolean; rows?: number }) {
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
    <div role="status" aria-busy data-testid="entity-loading">
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

/** Nothing to list: why, and a way back. */
export function ListEmpty({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: { label: string; onClick(): void };
}) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="entity-empty">
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" visibleFrom="xs">
          <IconSearchOff size={26} stroke={1.6} />
        </ThemeIcon>
        <Stack gap="xs" align="flex-start">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text c="dimmed" fz="sm">
            {message}
          </Text>
          {action && (
            <Button variant="light" size="sm" mt="xs" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
