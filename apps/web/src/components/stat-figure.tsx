import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useIsMobile } from '@postradar/ui';
import type { Icon } from '@tabler/icons-react';

interface StatFigureProps {
  icon: Icon;
  label: string;
  /** The figure, written out; undefined while it loads, null when it could not be loaded ('–'). */
  value: string | null | undefined;
  testId: string;
}

/** One figure on a card: its icon (not on the narrowest phones), the value large, its label. */
export function StatFigure({ icon: FigureIcon, label, value, testId }: StatFigureProps) {
  return (
    <Card padding={useIsMobile() ? 'md' : 'lg'} shadow="xs" h="100%">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" visibleFrom="xs">
          <FigureIcon size={22} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          {value === undefined ? (
            <Skeleton h={28} w={48} radius="md" my={2} />
          ) : (
            <Text
              fw={700}
              fz={{ base: 20, xs: 26 }}
              lh={1.2}
              style={{ whiteSpace: 'nowrap' }}
              data-testid={testId}
            >
              {value ?? '–'}
            </Text>
          )}
          <Text fz="sm" c="dimmed" lh={1.35}>
            {label}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
