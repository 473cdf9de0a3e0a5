import { Badge, Button, Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Links to related entities (a page's stores, a store's pixels), each with a count. */
export function EntityChips({
  title,
  empty,
  items,
  icon: ChipIcon,
  testId,
}: {
  title: string;
  empty: string;
  items: readonly {
    key: string;
    href: string;
    label: string;
    count: string;
    isMonospace?: boolean;
  }[];
  icon: Icon;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <Text fz="sm" fw={600} mb={6}>
        {title}
      </Text>
      {items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Group gap="xs">
          {items.map((item) => (
            <Button
              key={item.key}
              component={Link}
              to={item.href}
              variant="default"
              size="xs"
              radius="xl"
              leftSection={<ChipIcon size={14} stroke={1.7} />}
              rightSection={
                <Badge size="sm" variant="light" radius="xl">
                  {item.count}
                </Badge>
              }
              ff={item.isMonospace ? 'monospace' : undefined}
            >
              {item.label}
            </Button>
          ))}
        </Group>
      )}
    </div>
  );
}
