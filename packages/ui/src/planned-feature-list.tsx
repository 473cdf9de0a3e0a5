import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';

/** What a screen that is not built yet will do: a titled grid of checked points. */
export function PlannedFeatureList({
  title,
  points,
}: {
  title: string;
  points: readonly string[];
}) {
  return (
    <Stack gap="sm">
      <Text fw={600} fz="sm" tt="uppercase" c="dimmed" lts="0.06em">
        {title}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {points.map((point) => (
          <Card key={point} padding="md" radius="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconCircleCheckFilled
                size={22}
                style={{ flexShrink: 0, color: 'var(--mantine-color-radar-6)' }}
              />
              <Text fz="sm" lh={1.5}>
                {point}
              </Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
