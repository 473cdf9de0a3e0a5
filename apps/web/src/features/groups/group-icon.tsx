import { ThemeIcon } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';

/** A group's round icon, yellow when PostRadar features it. */
export function GroupIcon({ isFeatured, size }: { isFeatured: boolean; size: number }) {
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={isFeatured ? 'yellow' : undefined}>
      <IconFolders size={size / 2} stroke={1.6} />
    </ThemeIcon>
  );
}
