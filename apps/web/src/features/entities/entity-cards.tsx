import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import type { EntityColumn } from './entity-columns';

interface EntityCardsProps<T extends { _id: string }> {
  columns: readonly EntityColumn<T>[];
  items: readonly T[];
  /** Under the counts: what the user can do with the entity. */
  actions?: (item: T) => ReactNode;
}

/** A list on a phone: one card per entity, its name on top and its counts in a grid. */
export function EntityCards<T extends { _id: string }>({
  columns,
  items,
  actions,
}: EntityCardsProps<T>) {
  const { t } = useTranslation();
  const [name, ...counts] = columns;
  return (
    <Stack gap="sm" data-testid="entity-cards">
      {items.map((item) => (
        <Card key={item._id} withBorder radius="lg" padding="md" data-testid="entity-card">
          {name?.render(item)}
          <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs" mt="md">
            {counts.map((column) => (
              <Stack key={column.key} gap={0} miw={0}>
                <Text fz={11} fw={700} tt="uppercase" c="dimmed" truncate>
                  {t(`entities.columns.${column.label}` as 'entities.columns.posts')}
                </Text>
                <Text fz="sm" fw={600} lh={1.35}>
                  {column.render(item)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          {actions && (
            <Group justify="flex-end" mt="sm">
              {actions(item)}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
