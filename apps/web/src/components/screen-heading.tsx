import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** A main screen's heading: its icon, title and what it shows. */
export function ScreenHeading({
  icon: KindIcon,
  title,
  description,
}: {
  icon: Icon;
  title: string;
  /** What the screen shows; none where the screen is not open to the user. */
  description?: string;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <ThemeIcon size={44} radius="lg" variant="light" visibleFrom="xs">
        <KindIcon size={24} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={2} miw={0}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
