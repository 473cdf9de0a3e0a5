import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface ResearchScreenProps {
  /** The browser title. */
  title: string;
  heading: string;
  description: string;
  icon: Icon;
  children: ReactNode;
  testId: string;
}

/** A research screen: its heading with what it shows, the browser title, then its content. */
export function ResearchScreen({
  title,
  heading,
  description,
  icon: ScreenIcon,
  children,
  testId,
}: ResearchScreenProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg" data-testid={testId}>
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon size={44} radius="lg" variant="light" visibleFrom="xs">
          <ScreenIcon size={24} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {heading}
          </Title>
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        </Stack>
      </Group>
      {children}
    </Stack>
  );
}
