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
import { IconAlertCircle, IconHistory, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Rows in the shape of the list while its first page loads. */
export function ListLoading() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" role="status" aria-busy data-testid="searches-loading">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {[0, 1, 2, 3, 4].map((row) => (
        <Group key={row} gap="md" p="md" wrap="nowrap" aria-hidden>
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton h={12} w="60%" radius="xl" />
            <Skeleton h={9} w="35%" radius="xl" />
          </Stack>
          <Skeleton h={28} w={90} radius="md" visibleFrom="sm" />
        </Group>
      ))}
    </Paper>
  );
}

/** A list that could not be loaded: why, and a retry. */
export function ListFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertCircle size={20} />}
      title={t('searchHistory.list.failed')}
      data-testid="searches-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
        >
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Nothing to list: what would be here, and where to go. */
export function ListEmpty({
  title,
  hint,
  action,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="searches-empty">
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" visibleFrom="xs">
          <IconHistory size={26} stroke={1.6} />
        </ThemeIcon>
        <Stack gap="xs" align="flex-start">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {hint && (
            <Text c="dimmed" fz="sm" maw={560}>
              {hint}
            </Text>
          )}
          {action}
        </Stack>
      </Group>
    </Card>
  );
}
