import { Group, Paper, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import type { EntityColumn } from './entity-columns';
import type { EntityKind, EntitySort } from '../../lib/entities/entity-kinds';

/** The orders by a name, a host or an id are alphabetical; the others put the most first. */
const ascendingSorts: ReadonlySet<string> = new Set(['name', 'host', 'id']);

interface EntityTableProps<T extends { _id: string }> {
  columns: readonly EntityColumn<T>[];
  items: readonly T[];
  sort: EntitySort<EntityKind>;
  onSort(sort: EntitySort<EntityKind>): void;
  /** The last cell of each row: what the user can do with the entity. */
  actions?: (item: T) => ReactNode;
}

/** A list on a wide screen: one row per entity, a header per column that sorts by it. */
export function EntityTable<T extends { _id: string }>({
  columns,
  items,
  sort,
  onSort,
  actions,
}: EntityTableProps<T>) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        data-testid="entity-table"
        layout="fixed"
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            {columns.map((column, index) => {
              const label = t(`entities.columns.${column.label}` as 'entities.columns.posts');
              const isActive = column.sort === sort;
              const isAscending = column.sort !== undefined && ascendingSorts.has(column.sort);
              return (
                <Table.Th
                  key={column.key}
                  w={index === 0 ? '34%' : column.width}
                  ta={column.isNumeric ? 'right' : 'left'}
                  aria-sort={isActive ? (isAscending ? 'ascending' : 'descending') : undefined}
                >
                  {column.sort ? (
                    <UnstyledButton
                      onClick={() => column.sort && onSort(column.sort)}
                      aria-label={t('entities.columns.sortBy', { column: label })}
                      data-testid={`sort-by-${column.sort}`}
                    >
                      <Group
                        gap={4}
                        wrap="nowrap"
                        justify={column.isNumeric ? 'flex-end' : 'flex-start'}
                      >
                        <Text fz="xs" fw={700} tt="uppercase" c={isActive ? 'radar.7' : 'dimmed'}>
                          {label}
                        </Text>
                        {isActive &&
                          (isAscending ? (
                            <IconArrowUp size={14} color="var(--mantine-color-radar-7)" />
                          ) : (
                            <IconArrowDown size={14} color="var(--mantine-color-radar-7)" />
                          ))}
                      </Group>
                    </UnstyledButton>
                  ) : (
                    <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
                      {label}
                    </Text>
                  )}
                </Table.Th>
              );
            })}
            {actions && (
              <Table.Th w={220}>
                <VisuallyHidden>{t('follows.actions.label')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item._id} data-testid="entity-row">
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.isNumeric ? 'right' : 'left'}
                  fz="sm"
                  style={{
                    fontVariantNumeric: column.isNumeric ? 'tabular-nums' : undefined,
                    whiteSpace: column.width ? 'nowrap' : undefined,
                  }}
                >
                  {column.render(item)}
                </Table.Td>
              ))}
              {actions && <Table.Td>{actions(item)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
