import { Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ScreenHeading } from '../../components/screen-heading';
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
  icon,
  children,
  testId,
}: ResearchScreenProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg" data-testid={testId}>
      <ScreenHeading icon={icon} title={heading} description={description} />
      {children}
    </Stack>
  );
}
