import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ResultsLayout } from './use-results-layout';

/** Cards in columns (grid: 1 on phones, 2 on tablets, 3 on wide screens) or one under another. */
export function ResultsGrid({ layout, children }: { layout: ResultsLayout; children: ReactNode }) {
  if (layout === 'list') return <Stack gap="md">{children}</Stack>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}
