import { Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';

/** The 'Saved' confirmation a form shows for a moment after saving. */
export function SavedNotice({ label, testId }: { label: string; testId: string }) {
  return (
    <Text span fz="sm" fw={600} c="teal.7" data-testid={testId}>
      <IconCircleCheckFilled
        size={16}
        style={{ verticalAlign: '-3px', marginRight: 6 }}
        aria-hidden="true"
      />
      {label}
    </Text>
  );
}
