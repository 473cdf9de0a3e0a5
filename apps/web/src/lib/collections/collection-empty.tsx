import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface CollectionEmptyProps {
  icon: Icon;
  title: string;
  hint?: string;
  action?: { label: string; onClick(): void };
  testId?: string;
}

/** A list with nothing to show: why, how to fill it, and a way on. */
export function CollectionEmpty({
  icon: EmptyIcon,
  title,
  hint,
  action,
  testId = 'collection-empty',
}: CollectionEmptyProps) {
  return (
    <Card padding="xl" shadow="xs" data-testid={testId}>
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" visibleFrom="xs">
          <EmptyIcon size={26} stroke={1.6} />
        </ThemeIcon>
        <Stack gap="xs" align="flex-start" miw={0}>
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {hint && (
            <Text c="dimmed" fz="sm">
              {hint}
            </Text>
          )}
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
