import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

interface BlockEmptyProps {
  icon: Icon;
  title: string;
  /** What to do to fill it. */
  hint: string;
  action?: { label: string; to: string };
  testId: string;
}

/** A block with nothing in it yet: why, and the way to fill it. */
export function BlockEmpty({ icon: EmptyIcon, title, hint, action, testId }: BlockEmptyProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      style={{ borderStyle: 'dashed' }}
      data-testid={`${testId}-empty`}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color="gray" visibleFrom="xs" aria-hidden>
          <EmptyIcon size={22} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={4} align="flex-start" miw={0}>
          <Text fw={600}>{title}</Text>
          <Text fz="sm" c="dimmed">
            {hint}
          </Text>
          {action && (
            <Button component={Link} to={action.to} variant="light" size="xs" mt={6}>
              {action.label}
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
