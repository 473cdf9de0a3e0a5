import { Card } from '@mantine/core';
import { useIsMobile } from '@postradar/ui';
import type { ReactNode } from 'react';

/** A section of the screen on a card, its padding narrower on a phone so its content fits. */
export function SectionCard({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Card
      padding={useIsMobile() ? 'lg' : 'xl'}
      shadow="xs"
      component="section"
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
