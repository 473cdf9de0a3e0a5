import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface SettingsPageProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A page of the settings area: its heading, the browser title and its content. */
export function SettingsPage({ title, description, children }: SettingsPageProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
