import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** A list of what a plan has (check marks) or leaves out (crosses). */
export function FeatureList({
  items,
  isIncluded,
  testId,
}: {
  items: readonly string[];
  isIncluded: boolean;
  testId?: string;
}) {
  const MarkIcon = isIncluded ? IconCheck : IconX;
  return (
    <List
      spacing="sm"
      size="sm"
      center
      data-testid={testId}
      icon={
        <ThemeIcon size={24} radius="xl" variant="light" color={isIncluded ? 'radar' : 'gray'}>
          <MarkIcon size={15} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
